import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { pagesQuery } from '../common/pages';
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
  { keepPreviousRows = true }: { keepPreviousRows?: boolean } = {},
) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    ...options,
    enabled: signedIn && enabled,
    select: pagedRows<T>,
    placeholderData: keepPreviousRows ? keepPreviousData : undefined,
  });
}
