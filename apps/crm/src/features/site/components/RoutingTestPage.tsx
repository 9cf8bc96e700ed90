import { Link, Logo } from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './SitePage.css';

/** `/test`: a page that proves the router renders public routes. */
export function RoutingTestPage() {
  return (
    <main className={styles.center}>
      <div className={styles.card}>
        <Logo size="md" />
        <h1 className={styles.cardTitle}>Test Page</h1>
        <p className={styles.cardText}>
          This page is here to debug routing: if you can read this, the router works.
        </p>
        <Link href={paths.home} variant="standalone">
          Back to home
        </Link>
      </div>
    </main>
  );
}
