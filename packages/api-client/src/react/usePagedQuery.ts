import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Page, pagesQuery } from '../common/pages';
import { pagedRows } from './pagedRows';
import { useIsSignedIn } from './useIsSignedIn';

/**
 * The one paged read of every list hook: signed in only, its pages joined into `{ rows, total }`,
 * and (`keepPreviousRows`, for a search or filter) the previous rows kept on screen while a new
 * filter's first page loads; another record's list (a campaign's recipients) starts empty.
 */
export function usePagedQuery<TKey extends readonly unknown[], T>(
  options: ReturnType<typeof pagesQuery<TKey, T>>,
  enabled: boolean,
  {
    keepPreviousRows = true,
    refetchInterval,
  }: {
    keepPreviousRows?: boolean;
    /**
     * When to read every loaded page again, in ms (false: not on a timer), from the pages loaded:
     * a list whose rows change on their own (a sending campaign) polls while they do.
     */
    refetchInterval?: (data: InfiniteData<Page<T>, string | null> | undefined) => number | false;
  } = {},
) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...options,
    enabled: signedIn && enabled,
    select: pagedRows<T>,
    placeholderData: keepPreviousRows ? keepPreviousData : undefined,
    refetchInterval: refetchInterval
      ? (query: { state: { data: InfiniteData<Page<T>, string | null> | undefined } }) =>
          refetchInterval(query.state.data)
      : undefined,
  });
}
