import { Logo } from '@crm/ui';
import * as styles from './SitePage.css';

/** The not-found page: a centred card with the logo (linking to '/'), the heading and a hint. */
export function NotFoundCard() {
  return (
    <main className={styles.center}>
      <div className={styles.card}>
        <Logo size="lg" />
        <h1 className={styles.cardTitle}>404 Page Not Found</h1>
        <p className={styles.cardText}>Did you forget to add the page to the router?</p>
      </div>
    </main>
  );
}
