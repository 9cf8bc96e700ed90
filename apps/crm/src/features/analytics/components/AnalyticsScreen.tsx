import { useSearchParams } from 'react-router-dom';
import {
  BarChart,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Cell,
  Column,
  EmptyState,
  LineChart,
  Row,
  ScrollArea,
  Select,
  SelectItem,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
} from '@crm/ui';
import {
  ANALYTICS_TIMEFRAMES,
  DEFAULT_ANALYTICS_TIMEFRAME,
  type AnalyticsTimeframe,
  type CampaignPerformanceRow,
} from '@crm/api-client';
import {
  useAnalyticsSummary,
  useCampaignPerformance,
  useContactGrowth,
} from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import {
  NO_FIGURE,
  PREVIOUS_PERIOD,
  TIMEFRAME_LABELS,
  bucketLabel,
  formatChange,
  formatRate,
} from '../../../lib/analyticsFormat';
import * as screen from '../../../styles/screen.css';
import { campaignRate } from '../lib/campaignRate';
import { BounceTotalsCard } from './BounceTotalsCard';
import { PipelineCard } from './PipelineCard';
import { useFreshAnalytics } from '../../../lib/useFreshAnalytics';
import { formatCount } from '../../../lib/formatCount';

/** The spec has no text for a failed analytics read; this follows its page-load failures' wording. */
export const ANALYTICS_LOAD_ERROR = 'Error loading analytics. Please try again.';
/** A rate card's note when nothing was delivered in the window, so there is no rate to state. */
export const NO_SENDS_NOTE = 'No campaigns sent in this period';
/** The campaign chart's and table's empty states (spec section 2). */
export const NO_CAMPAIGN_DATA = 'No campaign data available';
export const NO_SENT_CAMPAIGNS = 'No sent campaigns';
/** The most campaigns the performance chart draws; the table lists every one the read returned. */
const CHART_CAMPAIGNS = 8;

const isTimeframe = (value: string | null): value is AnalyticsTimeframe =>
  (ANALYTICS_TIMEFRAMES as readonly string[]).includes(value ?? '');

/** The timeframe lives in the URL (?timeframe=), so a reload or a shared link keeps it. */
function useTimeframe() {
  const [params, setParams] = useSearchParams();
  const value = params.get('timeframe');
  const timeframe = isTimeframe(value) ? value : DEFAULT_ANALYTICS_TIMEFRAME;
  const setTimeframe = (next: AnalyticsTimeframe) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('timeframe', next);
        return updated;
      },
      { replace: true },
    );
  return [timeframe, setTimeframe] as const;
}

/** Highest open rate first; a campaign with no rate (nothing delivered) last; then by name. */
function byOpenRate(a: CampaignPerformanceRow, b: CampaignPerformanceRow) {
  const rateOf = (row: CampaignPerformanceRow) =>
    row.delivered > 0 ? row.uniqueOpens / row.delivered : -1;
  return rateOf(b) - rateOf(a) || a.name.localeCompare(b.name);
}

interface StatCardProps {
  title: string;
  value: string | null;
  note: string | null;
  isLoading: boolean;
}

function StatCard({ title, value, note, isLoading }: StatCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className={screen.statValue}>
          {isLoading ? <Skeleton width="4ch" height="32px" /> : (value ?? NO_FIGURE)}
        </p>
        {note && <p className={screen.statLabel}>{note}</p>}
      </CardContent>
    </Card>
  );
}

/**
 * Analytics (spec section 2, issue 15): every figure from the server for the timeframe in the URL;
 * cards with their change against the period before, the Contact Growth and Campaign Performance
 * charts, the sent campaigns by open rate, and the period's bounces and complaints.
 */
export function AnalyticsScreen() {
  const [timeframe, setTimeframe] = useTimeframe();
  useFreshAnalytics();
  const summary = useAnalyticsSummary(timeframe);
  const growth = useContactGrowth(timeframe);
  const performance = useCampaignPerformance(timeframe);
  const current = summary.data?.current;
  const change = summary.data?.change;
  const against = `from ${PREVIOUS_PERIOD[timeframe]}`;

  const changeNote = (value: number | null | undefined, kind: 'percent' | 'points') => {
    if (!summary.isSuccess || value === undefined) return null;
    const text = formatChange(value, kind);
    return text ? `${text} ${against}` : `No figures from ${PREVIOUS_PERIOD[timeframe]} to compare`;
  };
  const rateNote = (rate: number | null | undefined, delta: number | null | undefined) =>
    summary.isSuccess && rate === null ? NO_SENDS_NOTE : changeNote(delta, 'points');

  const cards: StatCardProps[] = [
    {
      title: 'Total Contacts',
      value: current ? formatCount(current.contactsTotal) : null,
      note: changeNote(change?.contactsTotal, 'percent'),
      isLoading: summary.isLoading,
    },
    {
      title: 'Campaigns Sent',
      value: current ? formatCount(current.campaignsSent) : null,
      note:
        current?.campaignsSent === 0 ? NO_SENDS_NOTE : changeNote(change?.campaignsSent, 'percent'),
      isLoading: summary.isLoading,
    },
    {
      title: 'Avg. Open Rate',
      value: current ? formatRate(current.openRate) : null,
      note: rateNote(current?.openRate, change?.openRate),
      isLoading: summary.isLoading,
    },
    {
      title: 'Avg. Click Rate',
      value: current ? formatRate(current.clickRate) : null,
      note: rateNote(current?.clickRate, change?.clickRate),
      isLoading: summary.isLoading,
    },
  ];

  const growthData = growth.data;
  const campaigns = [...(performance.data?.campaigns ?? [])].sort(byOpenRate);
  // The chart draws the latest campaigns (the read's order), the table ranks them all.
  const charted = (performance.data?.campaigns ?? []).slice(0, CHART_CAMPAIGNS).reverse();

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Showing figures for the {TIMEFRAME_LABELS[timeframe].toLowerCase()}.
        </p>
        <Select
          label="Timeframe"
          selectedKey={timeframe}
          onSelectionChange={(key) =>
            isTimeframe(key as string) && setTimeframe(key as AnalyticsTimeframe)
          }
        >
          {ANALYTICS_TIMEFRAMES.map((value) => (
            <SelectItem key={value} id={value}>
              {TIMEFRAME_LABELS[value]}
            </SelectItem>
          ))}
        </Select>
      </div>
      {summary.isError && <LoadError message={ANALYTICS_LOAD_ERROR} />}
      <div className={screen.cardGrid}>
        {cards.map((card) => (
          <StatCard key={card.title} {...card} />
        ))}
      </div>
      <div className={screen.wideGrid}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Contact Growth</CardTitle>
            <CardDescription>New and total contacts over time</CardDescription>
          </CardHeader>
          <CardContent>
            {growth.isError ? (
              <LoadError message={ANALYTICS_LOAD_ERROR} announce={!summary.isError} />
            ) : growthData ? (
              <LineChart
                aria-label="Contact growth"
                categoryLabel={
                  growthData.unit === 'month'
                    ? 'Month'
                    : growthData.unit === 'week'
                      ? 'Week of'
                      : 'Day'
                }
                categories={growthData.points.map((point) =>
                  bucketLabel(point.label, growthData.unit),
                )}
                series={[
                  {
                    id: 'total',
                    label: 'Total contacts',
                    values: growthData.points.map((point) => point.totalContacts),
                  },
                  {
                    id: 'new',
                    label: 'New contacts',
                    values: growthData.points.map((point) => point.newContacts),
                  },
                ]}
              />
            ) : (
              <Skeleton width="100%" height="240px" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Campaign Performance</CardTitle>
            <CardDescription>Opens and clicks per campaign</CardDescription>
          </CardHeader>
          <CardContent>
            {performance.isError ? (
              <LoadError message={ANALYTICS_LOAD_ERROR} announce={false} />
            ) : performance.isLoading ? (
              <Skeleton width="100%" height="240px" />
            ) : (
              <BarChart
                aria-label="Campaign performance"
                categoryLabel="Campaign"
                emptyMessage={NO_CAMPAIGN_DATA}
                categories={charted.map((row) => row.name)}
                series={[
                  { id: 'opens', label: 'Opens', values: charted.map((row) => row.uniqueOpens) },
                  { id: 'clicks', label: 'Clicks', values: charted.map((row) => row.uniqueClicks) },
                ]}
              />
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Top Performing Campaigns</CardTitle>
          <CardDescription>
            Campaigns sent in the period, by open rate (of the messages delivered in it)
          </CardDescription>
        </CardHeader>
        <CardContent>
          {performance.isError ? (
            <LoadError message={ANALYTICS_LOAD_ERROR} announce={false} />
          ) : (
            // On a phone the columns scroll inside the card instead of widening the page.
            <ScrollArea aria-label="Top performing campaigns" orientation="horizontal">
              <Table aria-label="Top performing campaigns">
                <TableHeader>
                  <Column isRowHeader>Campaign</Column>
                  <Column>Sent</Column>
                  <Column>Opens</Column>
                  <Column>Open Rate</Column>
                  <Column>Clicks</Column>
                  <Column>Click Rate</Column>
                </TableHeader>
                <TableBody
                  isLoading={performance.isLoading}
                  items={campaigns}
                  renderEmptyState={() => (
                    <EmptyState title={NO_SENT_CAMPAIGNS} hint={NO_SENDS_NOTE} />
                  )}
                >
                  {(row) => (
                    <Row id={row.id}>
                      <Cell>{row.name}</Cell>
                      <Cell>{formatCount(row.delivered)}</Cell>
                      <Cell>{formatCount(row.uniqueOpens)}</Cell>
                      <Cell>{campaignRate(row.uniqueOpens, row.delivered)}</Cell>
                      <Cell>{formatCount(row.uniqueClicks)}</Cell>
                      <Cell>{campaignRate(row.uniqueClicks, row.delivered)}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </ScrollArea>
          )}
        </CardContent>
      </Card>
      <BounceTotalsCard window={current ? { from: current.from, to: current.to } : null} />
      <PipelineCard />
    </div>
  );
}
