import type { ApiClient } from '../client';
import type { BouncesFilter } from './bounces.schemas';

/** Rows per page of a bounce list: the latest few, more on request. */
export const BOUNCES_PAGE_SIZE = 10;

/** Query keys of bounces and complaints: a campaign's or contact's list, a window's totals. */
export const bouncesKeys = {
  all: ['bounces'] as const,
  list: (filter: BouncesFilter) => [...bouncesKeys.all, 'list', filter] as const,
  totals: (from: string, to: string) => [...bouncesKeys.all, 'totals', from, to] as const,
};

export const bouncesQueries = {
  /** Pages of `GET /api/bounces` for an infinite query, newest first. */
  list: (client: ApiClient, filter: BouncesFilter) => ({
    queryKey: bouncesKeys.list(filter),
    queryFn: ({ pageParam }: { pageParam: string | null }) =>
      client.getBouncesPage(filter, { limit: BOUNCES_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
  }),
  /** `GET /api/bounces/totals`. */
  totals: (client: ApiClient, from: string, to: string) => ({
    queryKey: bouncesKeys.totals(from, to),
    queryFn: () => client.getBounceTotals({ from, to }),
  }),
};
