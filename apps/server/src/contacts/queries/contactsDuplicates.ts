import {
  DUPLICATE_GROUP_CONTACTS_MAX,
  DUPLICATE_REASONS,
  type DuplicateGroup,
  type DuplicateReason,
} from '@crm/api-client';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/Db';
import type { Scope } from '../../db/scope';
import { HttpError } from '../../http/HttpError';
import { CONTACT_COLUMNS, type ContactsTable } from '../contactsTable';
import { matchEmailSql, matchNameSql } from '../../db/contactMatchKeys';

/** A contact's row as the repository maps it to a contact. */
type ContactRow = Pick<Selectable<ContactsTable>, (typeof CONTACT_COLUMNS)[number]>;

/** A group with its contacts' rows. */
export type DuplicateRowGroup = Omit<DuplicateGroup, 'contacts'> & { contacts: ContactRow[] };

/** Where a page of groups starts: after the group of `reason` with this key. */
interface DuplicatesCursor {
  reason: DuplicateReason;
  key: string;
}

const BAD_CURSOR = 'Invalid cursor: start again from the first page';

export function encodeDuplicatesCursor(cursor: DuplicatesCursor): string {
  return Buffer.from(JSON.stringify([cursor.reason, cursor.key])).toString('base64url');
}

export function decodeDuplicatesCursor(text: string): DuplicatesCursor {
  try {
    const [reason, key] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if ((DUPLICATE_REASONS as readonly unknown[]).includes(reason) && typeof key === 'string')
      return { reason: reason as DuplicateReason, key };
  } catch {
    // Falls through to the 400 below.
  }
  throw new HttpError(400, BAD_CURSOR, { field: 'cursor' });
}

/** A way to match and the rows it matches among: only contacts with a company match by name. */
function matcher(
  database: Db,
  reason: DuplicateReason,
): { key: RawBuilder<string>; among: RawBuilder<unknown> } {
  return reason === 'address'
    ? { key: matchEmailSql(database.dialect), among: sql`` }
    : { key: matchNameSql(), among: sql`and company is not null` };
}

/**
 * A page of groups of `reason` after `after`: one GROUP BY walking the owner's part of the
 * reason's index (migration 043) in key order from the cursor, stopping at `limit` groups, then
 * the groups' first contacts through the same index.
 */
async function groupsOf(
  database: Db,
  scope: Scope,
  reason: DuplicateReason,
  after: string | undefined,
  limit: number,
): Promise<DuplicateRowGroup[]> {
  const { key, among } = matcher(database, reason);
  const from = after === undefined ? sql`` : sql`and ${key} > ${after}`;
  const { rows: groups } = await sql<{ key: string; n: number | string }>`
    select ${key} as key, count(*) as n from contacts
    where user_id = ${scope.ownerId} ${among} ${from}
    group by ${key} having count(*) > 1
    order by ${key} limit ${sql.lit(limit)}`.execute(database.db);
  if (groups.length === 0) return [];
  const columns = sql.join(CONTACT_COLUMNS.map((column) => sql.ref(column)));
  const keys = sql.join(groups.map((g) => sql`${g.key}`));
  const { rows } = await sql<
    ContactRow & { match_key: string; place: number | string }
  >`select * from (
      select ${columns}, ${key} as match_key,
        row_number() over (partition by ${key} order by id) as place
      from contacts where user_id = ${scope.ownerId} ${among} and ${key} in (${keys})
    ) as matched where place <= ${sql.lit(DUPLICATE_GROUP_CONTACTS_MAX)} order by match_key, id`.execute(
    database.db,
  );
  return groups.map((group) => ({
    reason,
    key: group.key,
    count: Number(group.n),
    contacts: rows.filter((row) => row.match_key === group.key),
  }));
}

/**
 * Likely duplicates among the scope's contacts, `limit` groups a page: the groups by address
 * first, then those by name and company, each in key order. A contact may be in a group of each.
 */
export async function selectDuplicates(
  database: Db,
  scope: Scope,
  cursor: DuplicatesCursor | undefined,
  limit: number,
): Promise<{ groups: DuplicateRowGroup[]; next: DuplicatesCursor | null }> {
  const groups: DuplicateRowGroup[] = [];
  const start = cursor ? DUPLICATE_REASONS.indexOf(cursor.reason) : 0;
  for (const reason of DUPLICATE_REASONS.slice(start)) {
    const after = cursor?.reason === reason ? cursor.key : undefined;
    // One more than the page holds tells whether another page follows.
    groups.push(...(await groupsOf(database, scope, reason, after, limit + 1 - groups.length)));
    if (groups.length > limit) break;
  }
  const page = groups.slice(0, limit);
  const last = page.at(-1);
  return {
    groups: page,
    next: groups.length > limit && last ? { reason: last.reason, key: last.key } : null,
  };
}
