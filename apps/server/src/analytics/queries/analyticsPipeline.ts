import { PIPELINE_WON_MONTHS, type PipelineAnalytics } from '@crm/api-client';
import type { Db } from '../../db/Db';
import type { Scope } from '../../db/scope';
import { dealsRepository, largestFirst } from '../../deals/dealsRepository';

/** `YYYY-MM` of a UTC month `back` months before `now`'s. */
function monthKey(now: Date, back: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return day.toISOString().slice(0, 7);
}

/**
 * The pipeline card's figures, read through the deals area: its stages' open totals (the board's
 * own read) and won deals per UTC month, every one of the last PIPELINE_WON_MONTHS there.
 */
export function analyticsPipeline(db: Db, scope: Scope) {
  const deals = dealsRepository(db, scope);
  return {
    async pipeline(now: Date = new Date()): Promise<PipelineAnalytics> {
      const first = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (PIPELINE_WON_MONTHS - 1), 1),
      );
      const [stages, won] = await Promise.all([deals.stagesWithTotals(), deals.wonByMonth(first)]);
      const wonByMonth = Array.from({ length: PIPELINE_WON_MONTHS }, (_, i) => {
        const month = monthKey(now, PIPELINE_WON_MONTHS - 1 - i);
        const own = won.filter((w) => w.month === month);
        return {
          month,
          count: own.reduce((n, w) => n + w.count, 0),
          totals: own
            .map(({ currency, valueCents }) => ({ currency, valueCents }))
            .sort(largestFirst),
        };
      });
      return { stages, wonByMonth };
    },
  };
}
