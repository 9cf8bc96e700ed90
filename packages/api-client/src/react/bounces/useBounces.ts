import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../common/pages';
import { bouncesQueries } from '../../bounces/bounces.queries';
import type { Bounce, BounceCounts, BouncesFilter } from '../../bounces/bounces.schemas';
import { useApiClient } from '../ApiClientProvider';
import { pagedRows } from '../pagedRows';
import type { ReadHookOptions } from '../ReadHookOptions';
import { useIsSignedIn } from '../useIsSignedIn';

type BouncePages = InfiniteData<Page<Bounce> & { counts: BounceCounts }, string | null>;

/**
 * One campaign's or contact's bounces and complaints, newest first, a page at a time: `data` is
 * `{ rows, total, counts }` (`counts` by kind over every page); `fetchNextPage` loads more.
 */
export function useBounces(filter: BouncesFilter, { enabled = true }: ReadHookOptions = {}) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...bouncesQueries.list(useApiClient(), filter),
    enabled: signedIn && enabled,
    select: (data: BouncePages) => ({
      ...pagedRows(data),
      counts: data.pages[0]?.counts ?? { hard: 0, soft: 0, complaint: 0 },
    }),
  });
}
