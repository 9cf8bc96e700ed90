import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../common/pages';

/** What every paged list hook's `data` is: the rows of the pages loaded so far, and the total. */
export interface PagedRows<T> {
  rows: T[];
  /** How many rows match, over every page (the first page's answer). */
  total: number;
}

/** The `select` of every paged list hook: its pages joined into {@link PagedRows}. */
export function pagedRows<T>(data: InfiniteData<Page<T>, string | null>): PagedRows<T> {
  return { rows: data.pages.flatMap((page) => page.items), total: data.pages[0]?.total ?? 0 };
}
