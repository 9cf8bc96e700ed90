import { Link } from '@crm/ui';
import { bulkSenderItems, LARGE_SEND_RECIPIENTS, readinessGaps } from '@crm/api-client';
import { useDomainChecks, useDomainReadiness } from '@crm/api-client/react';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/formatCount';
import * as styles from './SendingReadinessWarning.css';

export interface SendingReadinessWarningProps {
  /** How many people the send reaches; below `LARGE_SEND_RECIPIENTS` nothing is checked or shown. */
  recipients: number;
}

/**
 * Before a large send (issue 30 §3): when the sending domain is not ready for Gmail's and Yahoo's
 * bulk-sender rules, names what is missing and links to the Sending domain page. It warns and
 * never blocks; while the checks load, or when they pass, it shows nothing.
 */
export function SendingReadinessWarning({ recipients }: SendingReadinessWarningProps) {
  const large = recipients >= LARGE_SEND_RECIPIENTS;
  const checks = useDomainChecks({ enabled: large });
  const readiness = useDomainReadiness({ enabled: large });
  if (!large || !readiness.data || (checks.isPending && !checks.isError)) return null;
  const gaps = readinessGaps(
    bulkSenderItems(readiness.data, checks.isError ? undefined : checks.data?.checks),
  );
  if (gaps.length === 0) return null;
  return (
    <div className={styles.warning} role="note" aria-labelledby="sending-readiness-title">
      <p className={styles.title} id="sending-readiness-title">
        Your sending domain is not ready for a large send
      </p>
      <p className={styles.text}>
        Gmail and Yahoo hold senders of {formatCount(LARGE_SEND_RECIPIENTS)} or more messages a day
        to stricter rules, and may send this mail to spam or refuse it. Missing:
      </p>
      <ul className={styles.list}>
        {gaps.map((gap) => (
          <li key={gap.id}>
            {gap.label}: {gap.value}
          </li>
        ))}
      </ul>
      <Link href={paths.sendingDomain}>Open Sending domain</Link>
    </div>
  );
}
