import {
  CONTACT_SORTS,
  type ContactListParams,
  type ContactSort,
  type SortOrder,
} from '@crm/api-client';
import { useListSearch } from '../../../hooks/useListSearch';

const isSort = (value: string): value is ContactSort =>
  (CONTACT_SORTS as readonly string[]).includes(value);

/** The parts of the list the URL holds: `?q=&tag=&status=&sort=&order=`. */
export type ContactListUrlState = Required<Pick<ContactListParams, 'q' | 'tag' | 'status'>> &
  Pick<ContactListParams, 'sort' | 'order'>;

/**
 * The contacts list's search, filters and sort: the app's one search state (`useListSearch`) with
 * the contract's sorts. `params` is what the list, its count, the selection and every bulk action
 * use; `search.draft` what the boxes show.
 */
export function useContactListParams() {
  const search = useListSearch(['q', 'tag', 'status', 'sort', 'order']);
  const { q, tag, status, sort: sortKey, order } = search.applied;
  const sort = isSort(sortKey) ? sortKey : undefined;
  const params: ContactListUrlState = {
    q,
    tag,
    status,
    sort,
    order: order === 'desc' ? 'desc' : sort ? 'asc' : undefined,
  };
  return {
    params,
    search,
    setSort: (next: ContactSort, nextOrder: SortOrder) =>
      search.set({ sort: next, order: nextOrder }),
    hasFilters: Boolean(q || tag || status),
    clearFilters: () => search.set({ q: '', tag: '', status: '' }),
  };
}
