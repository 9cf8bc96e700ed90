import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@crm/ui';
import { useDashboardCounts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import * as screen from '../../../styles/screen.css';

/**
 * Shown under the cards when the counts fail for a reason other than a 401. The spec has no text
 * for it (a 401 reads as no data); this says which figures are missing without a page-sized error.
 */
export const DASHBOARD_LOAD_ERROR = 'Some figures could not be loaded. Please try again.';

/** Spec section 9: the dashboard's open rate is a fixed figure. */
export const DASHBOARD_OPEN_RATE = '24.5%';

/** The dashboard (spec section 2): counts from the API (a 401 reads as no data), open rate, activity. */
export function DashboardScreen() {
  const { data, isLoading, isError } = useDashboardCounts();
  // A 401 resolves to null ("no data"); the counts then read 0 rather than an error. Any other
  // failure leaves them unknown: a 0 would claim there is no data.
  const count = (value: number | undefined) =>
    isLoading ? <Skeleton width="3ch" height="32px" /> : isError ? '—' : String(value ?? 0);

  const cards = [
    { title: 'Total Contacts', value: count(data?.contacts) },
    { title: 'Campaigns', value: count(data?.campaigns) },
    { title: 'Templates', value: count(data?.templates) },
    { title: 'Open Rate', value: DASHBOARD_OPEN_RATE },
  ];

  return (
    <div className={screen.stack}>
      <div className={screen.cardGrid}>
        {cards.map((card) => (
          <Card key={card.title}>
            <CardHeader>
              <CardTitle level={2}>{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className={screen.statValue}>{card.value}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      {isError && <LoadError message={DASHBOARD_LOAD_ERROR} />}
      <Card>
        <CardHeader>
          <CardTitle level={2}>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent>
          <p className={screen.muted}>No recent activity</p>
        </CardContent>
      </Card>
    </div>
  );
}
