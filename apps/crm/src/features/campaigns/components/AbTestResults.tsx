import { Badge, Button } from '@crm/ui';
import { abVariantLetter, type AbVariantResult, type Campaign } from '@crm/api-client';
import { useCampaignAbResults, usePickAbWinner } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { formatCount } from '../../../lib/formatCount';
import { formatDate } from '../../../lib/formatDate';
import * as screen from '../../../styles/screen.css';
import * as styles from './AbTestResults.css';

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** What the test does, is waiting for, or chose, in a sentence. */
function summary(campaign: Campaign): string {
  const test = campaign.abTest!;
  const most = `most ${test.measure}`;
  if (test.winner !== null)
    return `Variant ${abVariantLetter(test.winner)} won${
      test.chosenHow === 'manual' ? '' : ' when the wait ended'
    }. ${test.reason ?? ''}`.trim();
  if (test.decideAt === null)
    return `${test.variants.length} subjects go to ${test.sharePercent}% of the audience, split evenly; after ${test.waitHours} ${test.waitHours === 1 ? 'hour' : 'hours'} the rest get the one with the ${most}.`;
  return `The winner is chosen at ${formatDate(test.decideAt, 'date-time')} by the ${most}.`;
}

/** One variant's line: its figures, and what can be done with it. */
function figures(result: AbVariantResult): string {
  return [
    `${formatCount(result.sent)} sent`,
    `${formatCount(result.opens)} opened (${percent(result.openRate)})`,
    `${formatCount(result.clicks)} clicked (${percent(result.clickRate)})`,
  ].join(' · ');
}

export interface AbTestResultsProps {
  /** A campaign with an A/B test. */
  campaign: Campaign;
}

/**
 * A campaign's A/B test in its details (issue 27 §3): each variant's subject with its sent, opens,
 * clicks and rates (the test share's), the rest's once the winner went to them, which won and why;
 * while the test waits, "Pick B as winner" (and so on) on each variant ends it early.
 */
export function AbTestResults({ campaign }: AbTestResultsProps) {
  const test = campaign.abTest!;
  const started = test.decideAt !== null;
  const results = useCampaignAbResults(campaign.id, {
    enabled: started,
    live: campaign.status === 'sending',
  }).data;
  const pick = useToastMutation(usePickAbWinner(), {
    success: (_data, { variant }) => `Variant ${abVariantLetter(variant)} picked as the winner`,
    error: 'Failed to pick the winner',
  });
  const canPick = started && test.winner === null && campaign.status === 'sending';
  const byVariant = new Map((results ?? []).map((result) => [result.variant, result]));
  const rest = byVariant.get(null);

  return (
    <section className={styles.section} aria-labelledby={`ab-test-${campaign.id}`}>
      <h3 id={`ab-test-${campaign.id}`} className={screen.sectionTitle}>
        A/B test
      </h3>
      <p className={screen.muted}>{summary(campaign)}</p>
      <ul className={styles.variants} aria-label="Variants">
        {test.variants.map((variant, i) => {
          const number = i + 1;
          const result = byVariant.get(number);
          return (
            <li key={number} className={styles.variant}>
              <div className={screen.row}>
                <span className={styles.name}>Variant {abVariantLetter(number)}</span>
                {test.winner === number && <Badge tone="green">Winner</Badge>}
              </div>
              <span className={styles.subject}>{variant.subject}</span>
              {result && <span className={screen.muted}>{figures(result)}</span>}
              {canPick && (
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={pick.isPending}
                    onPress={() => pick.mutate({ id: campaign.id, variant: number })}
                  >
                    Pick {abVariantLetter(number)} as winner
                  </Button>
                </div>
              )}
            </li>
          );
        })}
        {rest && (
          <li className={styles.variant}>
            <span className={styles.name}>Rest of the audience</span>
            <span className={styles.subject}>{rest.subject}</span>
            <span className={screen.muted}>{figures(rest)}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
