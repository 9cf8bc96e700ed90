import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CONTACT_SORTS,
  type ContactListParams,
  type ContactSort,
  type SortOrder,
} from '@crm/api-client';

const isSort = (value: string | null): value is ContactSort =>
  (CONTACT_SORTS as readonly string[]).includes(value ?? '');

/** The parts of the list the URL holds: `?q=&tag=&status=&sort=&order=`. */
export type ContactListUrlState = Required<Pick<ContactListParams, 'q' | 'tag' | 'status'>> &
  Pick<ContactListParams, 'sort' | 'order'>;

/**
 * The contacts list's search, filters and sort, kept in the URL so a reload or a shared link
 * shows the same list. Blank values leave the URL; every change replaces the history entry, so
 * Back leaves the screen instead of stepping through keystrokes.
 */
export function useContactListParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ContactListUrlState>(() => {
    const sort = searchParams.get('sort');
    return {
      q: searchParams.get('q') ?? '',
      tag: searchParams.get('tag') ?? '',
      status: searchParams.get('status') ?? '',
      sort: isSort(sort) ? sort : undefined,
      order: searchParams.get('order') === 'desc' ? 'desc' : isSort(sort) ? 'asc' : undefined,
    };
  }, [searchParams]);

  const update = useCallback(
    (change: Partial<Record<keyof ContactListUrlState, string | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setSort = useCallback(
    (sort: ContactSort, order: SortOrder) => update({ sort, order }),
    [update],
  );

  const hasFilters = Boolean(params.q || params.tag || params.status);
  return { params, update, setSort, hasFilters };
}
