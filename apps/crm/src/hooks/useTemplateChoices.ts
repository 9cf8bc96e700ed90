import { useEffect } from 'react';
import { useEmailTemplatePages } from '@crm/api-client/react';
import { usePagedList } from './usePagedList';

/**
 * The email templates a picker offers (a `Select` given `loadMore` and `isLoadingMore`), read a
 * page at a time, newest first, and read on until every template in `chosen` has arrived: a step
 * or form using a template older than the first page names it, rather than showing no choice.
 */
export function useTemplateChoices(chosen: readonly number[]) {
  const query = useEmailTemplatePages();
  const list = usePagedList(query);
  const missing = chosen.some((id) => id > 0 && !list.rows.some((t) => t.id === id));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (missing && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [missing, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { ...list, isSuccess: query.isSuccess };
}
