import { Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@crm/ui';
import { formatRate } from '@crm/api-client';
import { useBounceTotals } from '@crm/api-client/react';
import { BOUNCES_LOAD_ERROR } from '../../../components/BounceList';
import { LoadError } from '../../../components/LoadError';
import { formatCount } from '../../../lib/formatCount';
import * as screen from '../../../styles/screen.css';
import * as styles from './BounceTotalsCard.css';

export interface BounceTotalsCardProps {
  /** The analytics window (the summary's current period); null while it is not known. */
  window: { from: string; to: string } | null;
}

/**
 * The period's bounces and complaints (issue 30 §2): hard bounces and complaints as rates of the
 * messages sent, as mailbox providers judge a sender; soft bounces as a count, since they are
 * temporary until three in a row make a hard one.
 */
export function BounceTotalsCard({ window }: BounceTotalsCardProps) {
  const query = useBounceTotals(window);
  const totals = query.data;
  const figures = totals
    ? [
        {
          term: 'Hard bounces',
          value: formatCount(totals.hardBounces),
          note:
            totals.bounceRate === null
              ? 'No mail sent'
              : `${formatRate(totals.bounceRate)} of ${formatCount(totals.sent)} sent`,
        },
        {
          term: 'Soft bounces',
          value: formatCount(totals.softBounces),
          note: 'Temporary; three in a row count as a hard bounce',
        },
        {
          term: 'Complaints',
          value: formatCount(totals.complaints),
          note:
            totals.complaintRate === null
              ? 'No mail sent'
              : `${formatRate(totals.complaintRate)} of sent; Gmail's limit is 0.3%`,
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Bounces and Complaints</CardTitle>
        <CardDescription>Mail that came back or was marked as spam in the period</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError message={BOUNCES_LOAD_ERROR} announce={false} />
        ) : !totals ? (
          <div role="status" aria-busy="true" aria-label="Loading bounces and complaints">
            <Skeleton width="100%" height="64px" />
          </div>
        ) : (
          <dl className={styles.figures}>
            {figures.map(({ term, value, note }) => (
              <div key={term} className={styles.figure}>
                <dt className={screen.statLabel}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
                <dd className={screen.statLabel}>{note}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
