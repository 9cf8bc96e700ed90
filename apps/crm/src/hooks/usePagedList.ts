import type { PagedRows } from '@crm/api-client/react';

/** The part of a paged list hook's result (`useCampaignPages`...) that a list shows. */
export interface PagedQuery<T> {
  data: PagedRows<T> | undefined;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The one list pattern: a paged hook of `@crm/api-client/react` read as the rows loaded so far,
 * the total, and `loadMore` while more pages remain. Spread `bodyProps` on a @crm/ui `TableBody`
 * (or give `loadMore` to a `ListLoadMore` at a grid's end): the next page loads as the user
 * scrolls to the end.
 *
 * ```tsx
 * const list = usePagedList(useCampaignPages({ q }));
 * <VirtualTable aria-label="Campaigns">
 *   <TableHeader>...</TableHeader>
 *   <TableBody {...list.bodyProps} renderEmptyState={...}>{(campaign) => <Row>...</Row>}</TableBody>
 * </VirtualTable>
 * ```
 */
export function usePagedList<T>(query: PagedQuery<T>) {
  const rows = query.data?.rows ?? [];
  const loadMore = query.hasNextPage ? () => void query.fetchNextPage() : undefined;
  return {
    rows,
    /** How many match over every page; undefined until the first page answers. */
    total: query.data?.total,
    isLoading: query.isLoading,
    isError: query.isError,
    loadMore,
    isLoadingMore: query.isFetchingNextPage,
    /** `items`, `isLoading`, `onLoadMore` and `isLoadingMore` of a @crm/ui `TableBody`. */
    bodyProps: {
      items: rows,
      isLoading: query.isLoading,
      onLoadMore: loadMore,
      isLoadingMore: query.isFetchingNextPage,
    },
  };
}

/** What `usePagedList` returns: hand it to a list component that shows the rows. */
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
