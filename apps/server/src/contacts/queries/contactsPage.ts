import { CONTACT_SEARCH_COUNT_CAP, type ContactSort, type SortOrder } from '@crm/api-client';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/Db';
import { OWNER, ownerRef, type Scope } from '../../db/scope';
import type { SqlDialect } from '../../db/sqlDialect';
import type { Cursor } from '../contactsCursor';
import { filterConditions, isEmptyFilter, type ContactsFilter } from './contactsFilter';
import { searchTerms } from './contactsSearch';

/**
 * A sort key: the expression the rows are ordered by (exactly the one indexed in migration 004, so
 * a page is an index range walk; PostgreSQL's indexes carry the expressions' columns since migration 014),
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

/** A contact as JSON text built by the database, matching `toContact` key for key. */
function contactJson(dialect: SqlDialect): RawBuilder<string> {
  if (dialect === 'postgres') {
    return sql<string>`json_build_object(
      'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
      'company', company, 'companyId', company_id, 'position', position, 'status', status,
      'tags', tags::json,
      'leadSource', lead_source, 'customFields', custom_fields::json,
      'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;
  }
  return sql<string>`json_object(
    'id', id, 'firstName', first_name, 'lastName', last_name, 'email', email, 'phone', phone,
    'company', company, 'companyId', company_id, 'position', position, 'status', status,
    'tags', json(tags),
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
  { db, dialect }: Db,
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
  filter: ContactsFilter;
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
 * The owner condition on `contacts`. `+user_id` keeps SQLite off the per-owner sort indexes when a
 * search reads its matches first, leaving it the matches' ids to start from.
 */
const ownedContacts = (dialect: SqlDialect, scope: Scope, searchFirst: boolean) =>
  searchFirst && dialect === 'sqlite'
    ? sql<SqlBool>`+${ownerRef('contacts')} = ${scope.ownerId}`
    : sql<SqlBool>`${ownerRef('contacts')} = ${scope.ownerId}`;

/**
 * One keyset page of the scope's contacts, each as JSON text: rows after the cursor in (sort key,
 * id) order. Never OFFSET: a page deep in a million rows costs what the first one does, and rows
 * inserted or deleted meanwhile cannot shift a later page (each contact shows up once).
 */
export async function selectPage(
  database: Db,
  scope: Scope,
  { sort, order, filter, cursor, limit, searchFirst = false, withStoredTotal = false }: PageRequest,
): Promise<JsonPage & { storedTotal?: number }> {
  const { db, dialect } = database;
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  let query = db
    .selectFrom('contacts')
    .select([contactJson(dialect).as('json'), key.asText.as('sort_key'), 'id'])
    .where(ownedContacts(dialect, scope, searchFirst))
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
  const storedTotal = sql`, (select total from contact_counts where ${ownerRef()} = ${scope.ownerId}) as stored_total`;
  const { json, next, row } = await foldPage<{ stored_total?: number | string | null }>(
    database,
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
  database: Db,
  scope: Scope,
  { sort, order, filter, limit }: Omit<PageRequest, 'cursor' | 'searchFirst'>,
  cap?: number,
): Promise<JsonPage & { total: number }> {
  const { dialect } = database;
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const conditions = filterConditions(dialect, filter);
  const owner = ownedContacts(dialect, scope, true);
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
    database,
    rows,
    limit,
    sql`, (select total from page limit 1) as total`,
  );
  return { json: page.json, next: page.next, total: Number(page.row.total ?? 0) };
}

/** How many of the scope's contacts match: the trigger-kept total when there is no filter. */
export async function countContacts(
  { db, dialect }: Db,
  scope: Scope,
  filter: ContactsFilter,
  /** Stop counting past this many: a search matching most of a million contacts is a full scan. */
  cap?: number,
): Promise<number> {
  if (isEmptyFilter(filter)) {
    const row = await db
      .selectFrom('contact_counts')
      .select('total')
      .where(OWNER, '=', scope.ownerId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }
  let matches = db
    .selectFrom('contacts')
    .select(sql.lit(1).as('one'))
    .where(OWNER, '=', scope.ownerId)
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
  filter: ContactsFilter;
  offset: number;
  limit: number;
}

/**
 * The page at a position, for a table whose scrollbar was dragged to row 500,000, with the total
 * as the first page counts it. Paging stays keyset (`selectPage`): this is a jump, the one place
 * OFFSET is right, and its next cursor walks on by keyset. The offset is taken over ids in the sort
 * index (the index holds owner, key and id, so SQLite skips rows without reading them), and only
 * the page's rows are read and built into JSON.
 */
export async function selectPageAt(
  database: Db,
  scope: Scope,
  { sort, order, filter, offset, limit }: PositionRequest,
): Promise<JsonPage & { total: number }> {
  const { dialect } = database;
  const key = SORT_KEYS[dialect][sort];
  const direction = order === 'desc' ? sql.raw('desc') : sql.raw('asc');
  const conditions = [ownedContacts(dialect, scope, false), ...filterConditions(dialect, filter)];
  const isSearch = searchTerms(filter.q).length > 0;
  const [page, total] = await Promise.all([
    foldPage(
      database,
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
    countContacts(database, scope, filter, isSearch ? SEARCH_FIRST_MAX : undefined),
  ]);
  return { json: page.json, next: page.next, total };
}
