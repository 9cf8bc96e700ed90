import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link, Logo } from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './SitePage.css';

/** What any route shows when it throws (or its code fails to load, e.g. after a deploy). */
export function RouteErrorCard() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={styles.center}>
      <div className={styles.card} role="alert">
        <Logo size="lg" />
        <h1 className={styles.cardTitle}>Something went wrong</h1>
        <p className={styles.cardText}>
          This page could not be shown. Reload the page, or go back to the home page.
        </p>
        {detail && <p className={styles.cardText}>{detail}</p>}
        <Link href={paths.home} variant="standalone">
          Back to home
        </Link>
      </div>
    </main>
  );
}
