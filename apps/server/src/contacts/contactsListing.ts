import type { ContactFilter, ContactSort, SortOrder } from '@crm/api-client';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import { HttpError } from '../http/HttpError';
import { matchesSearch, searchTerms } from './contactsSearch';

/**
 * A sort key: the expression the rows are ordered by (exactly the one indexed in migration 004, so
 * a page is an index range walk), how it is read into a cursor as text, and how a cursor's text is
 * compared with it again.
 */
interface SortKey {
  expression: RawBuilder<unknown>;
  asText: RawBuilder<string>;
  fromText: (text: string) => RawBuilder<unknown>;
}

const plainKey = (expression: string): SortKey => ({
  expression: sql.raw(expression),
  asText: sql.raw<string>(expression),
  fromText: (text) => sql`${text}`,
});

const SORT_KEYS: Record<SqlDialect, Record<ContactSort, SortKey>> = {
  sqlite: {
    name: plainKey(`lower(first_name || ' ' || last_name)`),
    email: plainKey('email'),
    company: plainKey(`lower(coalesce(company, ''))`),
    createdAt: plainKey('created_at'),
  },
  postgres: {
    name: plainKey(`lower(first_name || ' ' || last_name)`),
    email: plainKey('email'),
    company: plainKey(`lower(coalesce(company, ''))`),
    // timestamptz keeps microseconds: the cursor carries its full text, not a rounded Date.
    createdAt: {
      expression: sql.raw('created_at'),
      asText: sql.raw<string>('created_at::text'),
      fromText: (text) => sql`cast(${text} as timestamptz)`,
    },
  },
};

/** Where a page starts: after the row with this sort value and id. */
export interface Cursor {
  key: string;
  id: number;
}

const CURSOR_VERSION = 1;
const BAD_CURSOR = 'Invalid cursor: start again from the first page';

/**
 * Opaque to clients (base64url JSON), and bound to the sort it was made for: a cursor of the name
 * sort passed with the email sort would start at a meaningless place, so it is refused instead.
 */
export function encodeCursor(sort: ContactSort, order: SortOrder, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, sort, order, cursor.key, cursor.id])).toString(
    'base64url',
  );
}

export function decodeCursor(text: string, sort: ContactSort, order: SortOrder): Cursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, BAD_CURSOR, { field: 'cursor' });
  }
  if (
    !Array.isArray(value) ||
    value.length !== 5 ||
    value[0] !== CURSOR_VERSION ||
    typeof value[3] !== 'string' ||
    !Number.isSafeInteger(value[4]) ||
    (value[4] as number) < 0
  ) {
    throw new HttpError(400, BAD_CURSOR, { field: 'cursor' });
  }
  if (value[1] !== sort || value[2] !== order) {
    throw new HttpError(
      400,
      `This cursor belongs to the ${String(value[1])} ${String(value[2])} sort: start again from the first page`,
      { field: 'cursor' },
    );
  }
  return { key: value[3] as string, id: value[4] as number };
}

/** The filter as conditions on `contacts` (the caller scopes to the user). */
export function filterConditions(
  dialect: SqlDialect,
  filter: ContactFilter,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status !== undefined)
    conditions.push(sql<SqlBool>`contacts.status = ${filter.status}`);
  if (filter.tag !== undefined) {
    conditions.push(
      dialect === 'postgres'
        ? sql<SqlBool>`cast(contacts.tags as jsonb) @> jsonb_build_array(cast(${filter.tag} as text))`
        : sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where value = ${filter.tag})`,
    );
  }
  const terms = searchTerms(filter.q);
  if (terms.length > 0) conditions.push(matchesSearch(dialect, terms));
  return conditions;
}

export const isEmptyFilter = (filter: ContactFilter) =>
  filter.q === undefined && filter.tag === undefined && filter.status === undefined;

/** A contact as JSON text built by the database, matching `toContact` key for key. */
function contactJson(dialect: SqlDialect): RawBuilder<string> {
  if (dialect === 'postgres') {
    return sql<string>`json_build_object(
      'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
      'company', company, 'position', position, 'status', status, 'tags', tags::json,
      'leadSource', lead_source, 'customFields', custom_fields::json,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;
  }
  return sql<string>`json_object(
    'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
    'company', company, 'position', position, 'status', status, 'tags', json(tags),
    'leadSource', lead_source, 'customFields', json(custom_fields), 'createdAt', created_at)`;
}

export interface PageRequest {
  sort: ContactSort;
  order: SortOrder;
  filter: ContactFilter;
  cursor: Cursor | undefined;
  limit: number;
}

/**
 * One keyset page of the user's contacts, each as JSON text: rows after the cursor in (sort key,
 * id) order. Never OFFSET: a page deep in a million rows costs what the first one does, and rows
 * inserted or deleted meanwhile cannot shift a later page (each contact shows up once).
 */
export async function selectPage(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  { sort, order, filter, cursor, limit }: PageRequest,
): Promise<{ rows: { json: string }[]; next: Cursor | undefined }> {
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  let query = db
    .selectFrom('contacts')
    .select([contactJson(dialect).as('json'), key.asText.as('sort_key'), 'id'])
    .where('user_id', '=', userId)
    .where((eb) => eb.and(filterConditions(dialect, filter)))
    .orderBy(sql`${key.expression} ${direction}`)
    .orderBy(sql`id ${direction}`)
    .limit(limit + 1);
  if (cursor) {
    const comparison = order === 'desc' ? sql.raw('<') : sql.raw('>');
    query = query.where(
      sql<SqlBool>`(${key.expression}, id) ${comparison} (${key.fromText(cursor.key)}, ${cursor.id})`,
    );
  }
  const rows = await query.execute();
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    rows: page,
    next: more && last ? { key: String(last.sort_key), id: last.id } : undefined,
  };
}

/** How many of the user's contacts match: the trigger-kept total when there is no filter. */
export async function countContacts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  filter: ContactFilter,
): Promise<number> {
  if (isEmptyFilter(filter)) {
    const row = await db
      .selectFrom('contact_counts')
      .select('total')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  const row = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where((eb) => eb.and(filterConditions(dialect, filter)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
