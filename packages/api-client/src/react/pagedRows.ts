import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '../common/pages';

/** What every paged list hook's `data` is: the rows of the pages loaded so far, and the total. */
export interface PagedRows<T> {
  rows: T[];
  /** How many rows match, over every page (the first page's answer). */
  total: number;
  /** True when the first page counted no further than `total` and there are more. */
  totalIsLowerBound: boolean;
}

/** The `select` of every paged list hook: its pages joined into {@link PagedRows}. */
export function pagedRows<T>(data: InfiniteData<Page<T>, string | null>): PagedRows<T> {
  const first = data.pages[0];
  return {
    rows: data.pages.flatMap((page) => page.items),
    total: first?.total ?? 0,
    totalIsLowerBound: first?.totalIsLowerBound ?? false,
  };
}
