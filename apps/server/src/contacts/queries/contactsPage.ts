import {
  CONTACT_SEARCH_COUNT_CAP,
  type ContactFilter,
  type ContactSort,
  type SortOrder,
} from '@crm/api-client';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { SqlDialect } from '../db/sqlDialect';
import { HttpError } from '../http/HttpError';
import { matchesSearch, searchTerms } from './contactsSearch';

/**
 * A sort key: the expression the rows are ordered by (exactly the one indexed in migration 004, so
 * a page is an index range walk; PostgreSQL's indexes carry the expressions' columns since 013),
 * how it is read into a cursor as text, and how a cursor's text is compared with it again.
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
  /** The filter's total as the first page counted it: later pages need not count again. */
  total?: number;
}

/** Which list a cursor walks: its sort, order and filter. */
export interface CursorScope {
  sort: ContactSort;
  order: SortOrder;
  filter: ContactFilter;
}

const CURSOR_VERSION = 1;
const BAD_CURSOR = 'Invalid cursor: start again from the first page';

const scopeOf = ({ sort, order, filter }: CursorScope) => [
  sort,
  order,
  filter.q ?? null,
  filter.tag ?? null,
  filter.status ?? null,
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

/** `contacts.id` is one of `ids` (any number of them: one parameter, not one per id). */
export function idIn(dialect: SqlDialect, ids: number[]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`contacts.id = any(cast(${ids} as integer[]))`
    : sql<SqlBool>`contacts.id in (select value from json_each(${JSON.stringify(ids)}))`;
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

/** A page as the database folds it: one row however many contacts it holds. */
interface FoldedRow {
  /** The page's contacts as JSON texts joined by commas, in order; null when there are none. */
  json: string | null;
  /** How many rows the page statement found: one more than the limit means there is a next page. */
  found: number | string;
  /** The sort key (as text) and id of the page's last contact, for the next cursor. */
  last_key: string | null;
  last_id: number | null;
}

/** A page of JSON, and where the next one starts (none at the end). */
export interface JsonPage {
  json: string;
  next: Cursor | undefined;
}

/**
 * Folds a page statement (rows of `json`, `sort_key` and `id`, in order, `limit + 1` of them) into
 * one row: the first `limit` JSON texts joined, whether there was one more, and the last shown row's
 * key and id. 51 row objects handed from the driver to JavaScript cost more than building the page:
 * with limits written as literals (a bound LIMIT made SQLite's page ~40 µs slower), a first page at a
 * million contacts went from 106-112 µs to 67-69 µs in process. `extra` adds columns to the row.
 */
async function foldPage<Extra extends object = object>(
  db: Kysely<Database>,
  dialect: SqlDialect,
  /** A Kysely select, or raw SQL in parentheses (as Kysely writes a select used inside SQL). */
  rows: Expression<unknown>,
  limit: number,
  extra: RawBuilder<unknown> = sql``,
): Promise<JsonPage & { row: FoldedRow & Extra }> {
  const joined = dialect === 'postgres' ? sql`string_agg(json, ',')` : sql`group_concat(json, ',')`;
  // A materialised page is read in the order it was written: the joined texts keep the sort.
  const { rows: folded } = await sql<FoldedRow & Extra>`with page as materialized ${rows}
    select (select ${joined} from (select json from page limit ${sql.lit(limit)}) as shown) as json,
      (select count(*) from page) as found,
      (select sort_key from page limit 1 offset ${sql.lit(limit - 1)}) as last_key,
      (select id from page limit 1 offset ${sql.lit(limit - 1)}) as last_id ${extra}`.execute(db);
  const row = folded[0]!;
  const more = Number(row.found) > limit && row.last_key !== null && row.last_id !== null;
  return {
    json: row.json ?? '',
    next: more ? { key: String(row.last_key), id: Number(row.last_id) } : undefined,
    row,
  };
}

export interface PageRequest {
  sort: ContactSort;
  order: SortOrder;
  filter: ContactFilter;
  cursor: Cursor | undefined;
  limit: number;
  /**
   * SQLite: read the search's matches first and sort them, instead of walking the sort index and
   * testing each row. Right for a search matching few contacts (11 of 200k: 0.1 ms instead of 5 ms,
   * as the walk crosses every row); wrong for one matching most (all 200k: 285 ms instead of a few).
   * @default false
   */
  searchFirst?: boolean;
  /**
   * Unfiltered lists: read the trigger-kept total in the same statement (one round trip, one pool
   * connection on PostgreSQL, instead of a second query beside the page).
   * @default false
   */
  withStoredTotal?: boolean;
}

/**
 * Up to this many matches a search reads its matches first (see `PageRequest.searchFirst`) and
 * counts them exactly; past it the total is "more than" (the contract's cap).
 */
export const SEARCH_FIRST_MAX = CONTACT_SEARCH_COUNT_CAP;

/**
 * One keyset page of the user's contacts, each as JSON text: rows after the cursor in (sort key,
 * id) order. Never OFFSET: a page deep in a million rows costs what the first one does, and rows
 * inserted or deleted meanwhile cannot shift a later page (each contact shows up once).
 */
export async function selectPage(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  { sort, order, filter, cursor, limit, searchFirst = false, withStoredTotal = false }: PageRequest,
): Promise<JsonPage & { storedTotal?: number }> {
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  let query = db
    .selectFrom('contacts')
    .select([contactJson(dialect).as('json'), key.asText.as('sort_key'), 'id'])
    // `+user_id` keeps SQLite off the per-user sort indexes, leaving it the matches' ids to start from.
    .where(
      searchFirst && dialect === 'sqlite'
        ? sql<SqlBool>`+contacts.user_id = ${userId}`
        : sql<SqlBool>`contacts.user_id = ${userId}`,
    )
    .where((eb) => eb.and(filterConditions(dialect, filter)))
    .orderBy(sql`${key.expression} ${direction}`)
    .orderBy(sql`id ${direction}`)
    .limit(sql.lit(limit + 1));
  if (cursor) {
    const after = order === 'desc' ? sql.raw('<') : sql.raw('>');
    const from = order === 'desc' ? sql.raw('<=') : sql.raw('>=');
    const value = key.fromText(cursor.key);
    // Spelled out rather than as a row value `(key, id) > (?, ?)`: SQLite uses a row value only as a
    // filter, walking the index from the start (15 ms at 200k rows, growing with depth), while
    // `key >= ?` bounds the index range (0.1 ms at any depth).
    query = query
      .where(sql<SqlBool>`${key.expression} ${from} ${value}`)
      .where(sql<SqlBool>`(${key.expression} ${after} ${value} or id ${after} ${cursor.id})`);
  }
  // Unfiltered lists read the trigger-kept total in the same statement.
  const storedTotal = sql`, (select total from contact_counts where user_id = ${userId}) as stored_total`;
  const { json, next, row } = await foldPage<{ stored_total?: number | string | null }>(
    db,
    dialect,
    query,
    limit,
    withStoredTotal ? storedTotal : undefined,
  );
  return {
    json,
    next,
    ...(withStoredTotal ? { storedTotal: Number(row.stored_total ?? 0) } : {}),
  };
}

/**
 * The first page of a search with its total, in one statement: the matches (id and sort key) are
 * read once into a materialised set that gives both the count and the page, where a page query and
 * a count query each ran the match and read every matching row (SQLite, "ana gar" at a million
 * contacts: 1.7 ms became 1.1 ms). It reads at most `cap + 1` matches: a total above `cap` means
 * "more than cap" and the page is left to the sort index walk, where the matches are dense. (SQLite
 * once counted the matches in the full-text index first to choose; that was one more statement on
 * every search, and the cap bounds the dense case anyway.)
 */
export async function selectSearchFirstPage(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  { sort, order, filter, limit }: Omit<PageRequest, 'cursor' | 'searchFirst'>,
  cap?: number,
): Promise<JsonPage & { total: number }> {
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const conditions = filterConditions(dialect, filter);
  // `+user_id` keeps SQLite off the per-user sort indexes, leaving it the matches' ids to start from.
  const owner =
    dialect === 'sqlite' ? sql`+contacts.user_id = ${userId}` : sql`contacts.user_id = ${userId}`;
  const rows = sql`(
    with m as materialized (
      select id, ${key.expression} as k from contacts
      where ${owner} and ${sql.join(conditions, sql` and `)}
      ${cap === undefined ? sql`` : sql`limit ${cap + 1}`}
    )
    select ${contactJson(dialect)} as json, ${key.asText} as sort_key, id,
      (select count(*) from m) as total
    from contacts
    where id in (select id from m order by k ${direction}, id ${direction} limit ${sql.lit(limit + 1)})
    order by ${key.expression} ${direction}, id ${direction})`;
  const page = await foldPage<{ total: number | string | null }>(
    db,
    dialect,
    rows,
    limit,
    sql`, (select total from page limit 1) as total`,
  );
  return { json: page.json, next: page.next, total: Number(page.row.total ?? 0) };
}

/** How many of the user's contacts match: the trigger-kept total when there is no filter. */
export async function countContacts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  filter: ContactFilter,
  /** Stop counting past this many: a search matching most of a million contacts is a full scan. */
  cap?: number,
): Promise<number> {
  if (isEmptyFilter(filter)) {
    const row = await db
      .selectFrom('contact_counts')
      .select('total')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  let matches = db
    .selectFrom('contacts')
    .select(sql.lit(1).as('one'))
    .where('user_id', '=', userId)
    .where((eb) => eb.and(filterConditions(dialect, filter)));
  if (cap !== undefined) matches = matches.limit(cap + 1);
  const row = await db
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where a jump lands: `offset` rows into the sorted, filtered list. */
export interface PositionRequest {
  sort: ContactSort;
  order: SortOrder;
  filter: ContactFilter;
  offset: number;
  limit: number;
}

/**
 * The page at a position, as the paged answer's JSON, for a table whose scrollbar was dragged to
 * row 500,000. Paging stays keyset (`selectPage`): this is a jump, the one place OFFSET is right,
 * and its `nextCursor` walks on by keyset. The offset is taken over ids in the sort index (the
 * index holds user, key and id, so SQLite skips rows without reading them), and only the page's
 * rows are read and built into JSON.
 */
export async function selectPageAtJson(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  { sort, order, filter, offset, limit }: PositionRequest,
): Promise<string> {
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const conditions = [
    sql<SqlBool>`contacts.user_id = ${userId}`,
    ...filterConditions(dialect, filter),
  ];
  const isSearch = searchTerms(filter.q).length > 0;
  const [page, counted] = await Promise.all([
    foldPage(
      db,
      dialect,
      sql`(
      select ${contactJson(dialect)} as json, ${key.asText} as sort_key, id from contacts
      where id in (
        select id from contacts where ${sql.join(conditions, sql` and `)}
        order by ${key.expression} ${direction}, id ${direction}
        limit ${sql.lit(limit + 1)} offset ${offset}
      )
      order by ${key.expression} ${direction}, id ${direction})`,
      limit,
    ),
    countContacts(db, dialect, userId, filter, isSearch ? SEARCH_FIRST_MAX : undefined),
  ]);
  const nextCursor = page.next
    ? JSON.stringify(encodeCursor({ sort, order, filter }, { ...page.next, total: counted }))
    : 'null';
  // As the first page says it: a search's total past the cap is "at least the cap".
  const total =
    isSearch && counted > SEARCH_FIRST_MAX
      ? `${SEARCH_FIRST_MAX},"totalCapped":true`
      : String(counted);
  return `{"contacts":[${page.json}],"nextCursor":${nextCursor},"total":${total}}`;
}
