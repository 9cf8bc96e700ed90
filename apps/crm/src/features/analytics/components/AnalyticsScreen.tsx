import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Cell,
  Column,
  EmptyState,
  Row,
  ScrollArea,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
} from '@crm/ui';
import { useCampaigns, useContacts } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import * as screen from '../../../styles/screen.css';
import { campaignRate } from '../lib/campaignRate';

export const timeframes = ['week', 'month', 'quarter', 'year'] as const;
export type Timeframe = (typeof timeframes)[number];

const timeframeLabels: Record<Timeframe, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

// Spec section 9: hard-coded figures.
export const AVG_OPEN_RATE = '24.8%';
export const AVG_CLICK_RATE = '3.6%';
const growthFigures = ['+16%', '+12%', '+2.3%', '+0.8%'] as const;

export const CHART_PLACEHOLDER = 'Chart library not loaded: the chart will appear here.';

// Spec section 8, page load failures.
export const CONTACTS_LOAD_ERROR = 'Error loading contacts. Please try again.';
export const CAMPAIGNS_LOAD_ERROR = 'Error loading campaigns. Please try again.';

/** Stands in for a figure whose read failed: a 0 would claim there is no data. */
const UNKNOWN_FIGURE = '—';

export interface AnalyticsScreenProps {
  /**
   * The timeframe selected at first.
   * @default 'month'
   */
  defaultTimeframe?: Timeframe;
}

/** Analytics (spec section 2): timeframe, summary cards, chart placeholders, top campaigns. */
export function AnalyticsScreen({ defaultTimeframe = 'month' }: AnalyticsScreenProps) {
  const [timeframe, setTimeframe] = useState<Timeframe>(defaultTimeframe);
  // Not the dashboard's counts: only the dashboard reads a 401 as "no data" (spec section 6).
  const contacts = useContacts();
  const campaigns = useCampaigns();
  const all = campaigns.data ?? [];
  const sent = all.filter((campaign) => campaign.status === 'sent');

  const cards = [
    {
      title: 'Total Contacts',
      value: contacts.isError ? UNKNOWN_FIGURE : String(contacts.data?.length ?? 0),
      error: contacts.isError ? CONTACTS_LOAD_ERROR : undefined,
    },
    {
      title: 'Campaigns Sent',
      value: campaigns.isError ? UNKNOWN_FIGURE : String(sent.length),
      error: campaigns.isError ? CAMPAIGNS_LOAD_ERROR : undefined,
    },
    { title: 'Avg. Open Rate', value: AVG_OPEN_RATE, error: undefined },
    { title: 'Avg. Click Rate', value: AVG_CLICK_RATE, error: undefined },
  ];

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>
          Showing figures for {timeframeLabels[timeframe].toLowerCase()}.
        </p>
        <Select
          label="Timeframe"
          selectedKey={timeframe}
          onSelectionChange={(key) => key !== null && setTimeframe(key as Timeframe)}
        >
          {timeframes.map((value) => (
            <SelectItem key={value} id={value}>
              {timeframeLabels[value]}
            </SelectItem>
          ))}
        </Select>
      </div>
      <div className={screen.cardGrid}>
        {cards.map((card, index) => (
          <Card key={card.title}>
            <CardHeader>
              <CardTitle level={2}>{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className={screen.statValue}>{card.value}</p>
              {card.error ? (
                <LoadError message={card.error} />
              ) : (
                <p className={screen.growth}>
                  {growthFigures[index]} from last {timeframe}
                </p>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <div className={screen.wideGrid}>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Contact Growth</CardTitle>
            <CardDescription>New contacts over time</CardDescription>
          </CardHeader>
          <CardContent>
            <div className={screen.placeholder}>{CHART_PLACEHOLDER}</div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Campaign Performance</CardTitle>
            <CardDescription>Opens and clicks per campaign</CardDescription>
          </CardHeader>
          <CardContent>
            <div className={screen.placeholder}>
              {all.length === 0 && campaigns.isSuccess
                ? 'No campaign data available'
                : CHART_PLACEHOLDER}
            </div>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Top Performing Campaigns</CardTitle>
          <CardDescription>Sent campaigns with their open and click rates</CardDescription>
        </CardHeader>
        <CardContent>
          {campaigns.isError ? (
            // The Campaigns Sent card already announces the failure; this only stands in for the table.
            <LoadError message={CAMPAIGNS_LOAD_ERROR} announce={false} />
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
                  isLoading={campaigns.isLoading}
                  items={sent}
                  renderEmptyState={() => (
                    <EmptyState
                      title={all.length === 0 ? 'No campaign data available' : 'No sent campaigns'}
                      hint="Figures appear here once a campaign has been sent."
                    />
                  )}
                >
                  {(campaign) => (
                    <Row id={campaign.id}>
                      <Cell>{campaign.name}</Cell>
                      <Cell>{campaign.sentCount.toLocaleString('en-US')}</Cell>
                      <Cell>{campaign.openCount.toLocaleString('en-US')}</Cell>
                      <Cell>{campaignRate(campaign.openCount, campaign.sentCount)}</Cell>
                      <Cell>{campaign.clickCount.toLocaleString('en-US')}</Cell>
                      <Cell>{campaignRate(campaign.clickCount, campaign.sentCount)}</Cell>
                    </Row>
                  )}
                </TableBody>
              </Table>
            </ScrollArea>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
