import type { ContactFilterInput } from '@crm/api-client';
import { formatCountOf } from '../../../lib/formatCount';
import { statusLabel } from '../../../lib/contactStatuses';

/**
 * The contacts a bulk action covers: the ticked ids, or every contact the filter matches ("Select
 * all N matching"), which the server resolves, so rows never loaded are included.
 */
export type ContactSelection =
  { ids: number[]; count: number } | { filter: ContactFilterInput; count: number };

/** The request body's selection part of a bulk action. */
export const selectionBody = (selection: ContactSelection) =>
  'ids' in selection ? { ids: selection.ids } : { filter: selection.filter };

export const contactsCount = (count: number) => formatCountOf(count, 'contact', 'contacts');

/** A count the server stopped at (a search past 5,000 matches): "5,000+ contacts". */
export const contactsTotal = (count: number, isCapped: boolean) =>
  isCapped ? `${count.toLocaleString('en-US')}+ contacts` : contactsCount(count);

/** The filter in words: `search "yahoo" and tag "customer"`; '' for no filter. */
export function filterText({ q, tag, status, segment }: ContactFilterInput): string {
  const parts = [
    segment && 'the chosen segment',
    q?.trim() && `search "${q.trim()}"`,
    tag?.trim() && `tag "${tag.trim()}"`,
    status?.trim() && `status "${statusLabel(status.trim())}"`,
  ].filter(Boolean);
  return parts.join(' and ');
}

/**
 * Who a bulk action changes, exactly: "2,250 contacts matching search "yahoo" and tag "customer"",
 * "all 200,020 contacts", or "3 contacts" (ticked ones).
 */
export function selectionText(selection: ContactSelection): string {
  if ('ids' in selection) return contactsCount(selection.count);
  const filter = filterText(selection.filter);
  return filter
    ? `${contactsCount(selection.count)} matching ${filter}`
    : `all ${contactsCount(selection.count)}`;
}
