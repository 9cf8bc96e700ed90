import type { Page, PageParams } from '../common/pages';
import { type Http, queryString } from '../http';
import {
  BounceTotalsResponseSchema,
  BouncesPageSchema,
  type Bounce,
  type BounceCounts,
  type BouncesFilter,
} from './bounces.schemas';

export function bouncesApi(http: Http) {
  return {
    /** `GET /api/bounces`: one campaign's or contact's bounces and complaints, newest first. */
    getBouncesPage: async (
      filter: BouncesFilter,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Bounce> & { counts: BounceCounts }> => {
      const page = await http.json(
        'GET',
        `/api/bounces${queryString({
          campaignId: 'campaignId' in filter ? filter.campaignId : undefined,
          contactId: 'contactId' in filter ? filter.contactId : undefined,
          limit,
          cursor: cursor ?? undefined,
        })}`,
        BouncesPageSchema,
      );
      return {
        items: page.bounces,
        nextCursor: page.nextCursor,
        total: page.total,
        counts: page.counts,
      };
    },
    /** `GET /api/bounces/totals?from=&to=`: sends, bounces and complaints in a window. */
    getBounceTotals: async (window: { from: string; to: string }) =>
      (
        await http.json(
          'GET',
          `/api/bounces/totals${queryString(window)}`,
          BounceTotalsResponseSchema,
        )
      ).totals,
  };
}
