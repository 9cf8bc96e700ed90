import {
  CONTACT_SORTS,
  type ContactListParams,
  type ContactSort,
  type SortOrder,
} from '@crm/api-client';
import { useListSearch } from '../../../hooks/useListSearch';

const isSort = (value: string): value is ContactSort =>
  (CONTACT_SORTS as readonly string[]).includes(value);

/** The parts of the list the URL holds: `?q=&tag=&status=&segment=&sort=&order=`. */
export type ContactListUrlState = Required<Pick<ContactListParams, 'q' | 'tag' | 'status'>> &
  Pick<ContactListParams, 'sort' | 'order'> & {
    /** A saved segment's id (issue 27 §1); absent for every contact. */
    segment?: number;
  };

/** A segment id from the URL; anything else (a hand-edited `?segment=x`) is no segment. */
const segmentOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The contacts list's search, filters and sort: the app's one search state (`useListSearch`) with
 * the contract's sorts. `params` is what the list, its count, the selection and every bulk action
 * use; `search.draft` what the boxes show.
 */
export function useContactListParams() {
  const search = useListSearch(['q', 'tag', 'status', 'segment', 'sort', 'order']);
  const { q, tag, status, segment, sort: sortKey, order } = search.applied;
  // Newest first unless the user chose a sort: a contact just added or imported is at the top.
  const chosen = isSort(sortKey);
  const params: ContactListUrlState = {
    q,
    tag,
    status,
    ...(segmentOf(segment) ? { segment: segmentOf(segment) } : {}),
    sort: chosen ? sortKey : 'createdAt',
    order: chosen ? (order === 'desc' ? 'desc' : 'asc') : 'desc',
  };
  return {
    params,
    search,
    setSort: (next: ContactSort, nextOrder: SortOrder) =>
      search.set({ sort: next, order: nextOrder }),
    hasFilters: Boolean(q || tag || status || segment),
    clearFilters: () => search.set({ q: '', tag: '', status: '', segment: '' }),
  };
}
