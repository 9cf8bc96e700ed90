import * as v from 'valibot';

/** A page request: `cursor` is a previous answer's `nextCursor` (null or absent: the first page). */
export interface PageParams {
  limit?: number;
  cursor?: string | null;
}

/** What every paged read resolves to, whatever the area: the rows, where to go on, how many in all. */
export interface Page<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** How many rows match, over every page. */
  total: number;
  /** True when counting stopped at `total` and there are more (shown as "1,000+"). */
  totalIsLowerBound?: boolean;
}

/**
 * The answer of a list read that asks for a page, `{ <items>, nextCursor, total }`, checked with
 * the area's whole-list schema (`{ <items> }`) plus the two paging fields. Both are optional: a
 * server that does not page this list yet answers the whole list, which reads as one last page.
 */
export function pageAnswerSchema<TEntries extends v.ObjectEntries>(
  listSchema: v.ObjectSchema<TEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
) {
  return v.object({
    ...listSchema.entries,
    nextCursor: v.optional(v.nullable(v.string())),
    total: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  });
}

/**
 * TanStack Query's infinite-query options for keyset pages: the first page has no cursor, each
 * next one starts at the previous answer's `nextCursor`, and a null cursor ends the list.
 */
export function pagesQuery<TKey extends readonly unknown[], T>(
  queryKey: TKey,
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
) {
  return {
    queryKey,
    queryFn: ({ pageParam }: { pageParam: string | null }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page<T>) => page.nextCursor,
  };
}
