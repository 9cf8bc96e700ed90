import type { ContactFilterInput } from '@crm/api-client';

/**
 * The contacts a bulk action covers: the ticked ids, or every contact the filter matches ("Select
 * all N matching"), which the server resolves, so rows never loaded are included.
 */
export type ContactSelection =
  { ids: number[]; count: number } | { filter: ContactFilterInput; count: number };

/** The request body's selection part of a bulk action. */
export const selectionBody = (selection: ContactSelection) =>
  'ids' in selection ? { ids: selection.ids } : { filter: selection.filter };

export const contactsCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'contact' : 'contacts'}`;
