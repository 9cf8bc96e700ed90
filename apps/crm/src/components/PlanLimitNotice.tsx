import { Link } from '@crm/ui';
import { isPlanLimitError } from '@crm/api-client';
import { paths } from '../config/paths';
import * as screen from '../styles/screen.css';
import * as styles from './PlanLimitNotice.css';

export interface PlanLimitNoticeProps {
  /** The last error of a write that adds contacts (Add Contact, import); null when none. */
  error: unknown;
}

/**
 * Where a write was refused because the plan has no room for more contacts: the server's message
 * (the plan, its limit, how many fit) and the way out, a link to the Billing page's plans.
 * Renders nothing for any other error (the write's toast has said it).
 */
export function PlanLimitNotice({ error }: PlanLimitNoticeProps) {
  if (!isPlanLimitError(error)) return null;
  return (
    <div className={styles.notice} role="alert">
      <p className={screen.loadError}>{error.serverMessage}</p>
      <Link href={paths.billing} variant="standalone">
        Upgrade your plan on the Billing page
      </Link>
    </div>
  );
}
