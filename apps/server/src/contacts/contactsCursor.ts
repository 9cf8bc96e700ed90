import type { ContactSort, SortOrder } from '@crm/api-client';
import { HttpError } from '../http/HttpError';
import type { ContactsFilter } from './queries/contactsFilter';

/** Where a page starts: after the row with this sort value and id. */
export interface Cursor {
  key: string;
  id: number;
  /** The filter's total as the first page counted it: later pages need not count again. */
  total?: number;
}

/** Which list a cursor walks: its sort, order and filter. */
export interface CursorScope {
  sort: ContactSort;
  order: SortOrder;
  filter: ContactsFilter;
}

const CURSOR_VERSION = 1;
const BAD_CURSOR = 'Invalid cursor: start again from the first page';

const scopeOf = ({ sort, order, filter }: CursorScope) => [
  sort,
  order,
  filter.q ?? null,
  filter.tag ?? null,
  filter.status ?? null,
  // A segment's cursor is bound to the segment (its conditions may change between pages, as the
  // rows may: the keyset still shows each contact once).
  ...(filter.segment === undefined ? [] : [filter.segment]),
];

/**
 * Opaque to clients (base64url JSON) and bound to the list it walks: a cursor of the name sort
 * passed with the email sort, or of another search, would start at a meaningless place, so it is
 * refused instead. It carries the first page's total: with a tag filter over a million contacts a
 * count is a full scan, which every later page would otherwise repeat.
 */
export function encodeCursor(scope: CursorScope, cursor: Cursor): string {
  const value = [CURSOR_VERSION, scopeOf(scope), cursor.key, cursor.id, cursor.total ?? null];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor(text: string, scope: CursorScope): Cursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, BAD_CURSOR, { field: 'cursor' });
  }
  const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (
    !Array.isArray(value) ||
    value.length !== 5 ||
    value[0] !== CURSOR_VERSION ||
    !Array.isArray(value[1]) ||
    typeof value[2] !== 'string' ||
    !isCount(value[3]) ||
    !(value[4] === null || isCount(value[4]))
  ) {
    throw new HttpError(400, BAD_CURSOR, { field: 'cursor' });
  }
  if (JSON.stringify(value[1]) !== JSON.stringify(scopeOf(scope))) {
    throw new HttpError(
      400,
      'This cursor belongs to another sort, search or filter: start again from the first page',
      { field: 'cursor' },
    );
  }
  return { key: value[2], id: value[3], ...(value[4] === null ? {} : { total: value[4] }) };
}
