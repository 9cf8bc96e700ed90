import { useState } from 'react';
import type { Selection } from '@crm/ui';
import type { Contact, ContactFilterInput } from '@crm/api-client';
import type { ContactSelection } from '../lib/contactSelection';

/**
 * The ticked contacts of one list (one search and filter): a new list starts with none. The
 * header's "select all" ticks the rows held now; `selectAllMatching` goes further, to every
 * contact the filter matches, which the server resolves.
 */
export function useContactSelection(
  filter: Required<Pick<ContactFilterInput, 'q' | 'tag' | 'status'>> & { segment?: number },
  loaded: readonly Contact[],
  total: number,
  /** The boxes hold an edit the list does not use yet: ticks do not outlive it. */
  isPending = false,
) {
  // The segment is part of the list: ticks made under one segment must never be acted on under
  // another (a bulk tag once reached contacts the user no longer saw).
  const listKey = `${filter.q}\n${filter.tag}\n${filter.status}\n${filter.segment ?? ''}${isPending ? '\npending' : ''}`;
  const none = { listKey, keys: new Set() as Selection, allMatching: false };
  const [selection, setSelection] = useState(none);
  const current = selection.listKey === listKey ? selection : none;
  const selectKeys = (keys: Selection) => setSelection({ listKey, keys, allMatching: false });

  const count = current.allMatching
    ? total
    : current.keys === 'all'
      ? loaded.length
      : current.keys.size;
  const chosen: ContactSelection = current.allMatching
    ? {
        filter: {
          q: filter.q,
          tag: filter.tag,
          status: filter.status,
          ...(filter.segment ? { segment: filter.segment } : {}),
        },
        count: total,
      }
    : {
        ids:
          current.keys === 'all'
            ? loaded.map((contact) => contact.id)
            : [...current.keys].map(Number),
        count,
      };

  return {
    /** The list the selection belongs to: a new one (search, filter) starts with none. */
    listKey,
    keys: current.keys,
    selectKeys,
    clear: () => selectKeys(new Set()),
    count,
    /** What a bulk action acts on: the ticked ids, or the filter for every match. */
    chosen,
    /** Whether "Select all N matching" is worth offering: every loaded row ticked, not all there. */
    canSelectAllMatching:
      !isPending && current.keys === 'all' && !current.allMatching && loaded.length < total,
    /** Whether the selection is every match of the filter (its count may be a capped total). */
    isAllMatching: current.allMatching,
    selectAllMatching: () => setSelection({ listKey, keys: 'all', allMatching: true }),
  };
}
