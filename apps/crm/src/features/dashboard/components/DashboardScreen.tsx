import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@crm/ui';
import { useAnalyticsSummary, useAuth, useDashboardCounts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { RecentActivityList } from '../../../components/RecentActivityList';
import { NO_FIGURE, formatRate } from '../../../lib/analyticsFormat';
import * as screen from '../../../styles/screen.css';
import { useFreshAnalytics } from '../../../lib/useFreshAnalytics';
import { FirstRunChecklist } from './FirstRunChecklist';
import { formatCount } from '../../../lib/formatCount';

/**
 * Shown under the cards when the counts fail for a reason other than a 401. The spec has no text
 * for it (a 401 reads as no data); this says which figures are missing without a page-sized error.
 */
export const DASHBOARD_LOAD_ERROR = 'Some figures could not be loaded. Please try again.';

/** The Open Rate card's window: the Analytics page's default, so the two agree. */
export const OPEN_RATE_NOTE = 'Last 30 days';
/** Why the Open Rate card has no figure: nothing was delivered in its window, so no rate exists. */
export const OPEN_RATE_HINT = 'Appears once a campaign has been sent';

/**
 * The dashboard (spec section 2, issue 15): each area's count from the API, never its list (a 401
 * reads as no data), the real open rate of the last 30 days, a first-run checklist while the
 * account is new, and the latest activity.
 */
export interface DashboardScreenProps {
  /**
   * Cards of other areas placed above Recent Activity (the route passes today's tasks).
   * @default undefined
   */
  cards?: ReactNode;
}

export function DashboardScreen({ cards: areaCards }: DashboardScreenProps) {
  const { user } = useAuth();
  useFreshAnalytics();
  const { data, isLoading, isError } = useDashboardCounts();
  const summary = useAnalyticsSummary('month');
  // A 401 resolves to null ("no data"); the counts then read 0 rather than an error. Any other
  // failure leaves them unknown: a 0 would claim there is no data.
  const count = (value: number | undefined) =>
    isLoading ? (
      <Skeleton width="3ch" height="32px" />
    ) : isError ? (
      NO_FIGURE
    ) : (
      formatCount(value ?? 0)
    );
  const openRate = summary.data?.current.openRate;

  const cards = [
    { title: 'Total Contacts', value: count(data?.contacts), note: null },
    { title: 'Campaigns', value: count(data?.campaigns), note: null },
    { title: 'Templates', value: count(data?.templates), note: null },
    {
      title: 'Open Rate',
      value: summary.isLoading ? (
        <Skeleton width="4ch" height="32px" />
      ) : (
        formatRate(openRate ?? null)
      ),
      note: summary.isSuccess && openRate === null ? OPEN_RATE_HINT : OPEN_RATE_NOTE,
    },
  ];

  // The checklist needs every answer: a step must not show as undone because its read failed.
  const showChecklist = user && data;

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
              {card.note && <p className={screen.statLabel}>{card.note}</p>}
            </CardContent>
          </Card>
        ))}
      </div>
      {isError && <LoadError message={DASHBOARD_LOAD_ERROR} />}
      {showChecklist && (
        <FirstRunChecklist
          userId={user.id}
          hasContacts={data.contacts > 0}
          hasTemplate={data.templates > 0}
          hasSent={data.hasSent}
        />
      )}
      {areaCards}
      <Card>
        <CardHeader>
          <CardTitle level={2}>Recent Activity</CardTitle>
        </CardHeader>
        <CardContent>
          <RecentActivityList />
        </CardContent>
      </Card>
    </div>
  );
}
