import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

/**
 * The contact list at a million rows: an index per sort (per user, id as tie-breaker), a search
 * index kept in step by triggers, and a per-user count kept by triggers. Triggers rather than
 * repository code because contacts are written by several paths (routes, the import's SQLite worker
 * and its Kysely store, bulk actions, cascades): every one of them keeps search and count right.
 */
export function contactsSearchMigration(dialect: SqlDialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await sortIndexes(db);
      if (dialect === 'postgres') await postgresSearch(db);
      else await sqliteSearch(db);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Every sort key of contactsListing.ts, as the same expression, so keyset pages walk an index. */
async function sortIndexes(db: AnyDb) {
  const indexes = {
    contacts_user_name: sql`user_id, lower(first_name || ' ' || last_name), id`,
    contacts_user_email: sql`user_id, email, id`,
    contacts_user_company: sql`user_id, lower(coalesce(company, '')), id`,
    contacts_user_created: sql`user_id, created_at, id`,
  };
  for (const [name, expression] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('contacts').expression(expression).execute();
  }
}

const SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'company', 'phone', 'tags'] as const;

/**
 * FTS5 over the searched columns, reading its text from `contacts` (external content: stored once).
 * unicode61 folds case and, with remove_diacritics 2, accents; the 2- and 3-letter prefix indexes
 * make short prefix queries ("ga*") cheap.
 */
async function sqliteSearch(db: AnyDb) {
  const columns = sql.raw(SEARCH_COLUMNS.join(', '));
  const values = (row: 'new' | 'old') =>
    sql.raw(SEARCH_COLUMNS.map((column) => `${row}.${column}`).join(', '));
  await sql`create virtual table contacts_fts using fts5(${columns}, content='contacts',
    content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3', columnsize=0)`.execute(
    db,
  );
  await sql`create trigger contacts_fts_insert after insert on contacts begin
    insert into contacts_fts(rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db);
  await sql`create trigger contacts_fts_delete after delete on contacts begin
    insert into contacts_fts(contacts_fts, rowid, ${columns}) values ('delete', old.id, ${values('old')});
  end`.execute(db);
  await sql`create trigger contacts_fts_update after update of ${columns} on contacts begin
    insert into contacts_fts(contacts_fts, rowid, ${columns}) values ('delete', old.id, ${values('old')});
    insert into contacts_fts(rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db);
  await sql`insert into contacts_fts(contacts_fts) values ('rebuild')`.execute(db);

  await sql`create table contact_counts (
    user_id integer primary key references users(id) on delete cascade,
    total integer not null
  )`.execute(db);
  await sql`create trigger contact_counts_insert after insert on contacts begin
    insert into contact_counts(user_id, total) values (new.user_id, 1)
      on conflict(user_id) do update set total = total + 1;
  end`.execute(db);
  await sql`create trigger contact_counts_delete after delete on contacts begin
    update contact_counts set total = total - 1 where user_id = old.user_id;
  end`.execute(db);
  await sql`insert into contact_counts(user_id, total)
    select user_id, count(*) from contacts group by user_id`.execute(db);
}

/**
 * PostgreSQL: a tsvector column filled by a trigger and a GIN index on it; prefix queries (`gar:*`)
 * use the index. Accents go through the contrib `unaccent` dictionary when it can be installed (it
 * ships with Debian's postgresql package); without it a translate() table folds Latin letters.
 * Punctuation becomes spaces first, so an email or a phone number splits into words as on SQLite.
 */
async function postgresSearch(db: AnyDb) {
  await sql`do $$ begin
    create extension if not exists unaccent schema public;
  exception when others then null;
  end $$`.execute(db);
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'unaccent'`.execute(db);
  const schema = rows[0]?.schema;
  const fold = (value: string) =>
    schema
      ? `lower(${quoteIdent(schema)}.unaccent(${quoteLiteral(`${quoteIdent(schema)}.unaccent`)}::regdictionary, ${value}))`
      : `lower(translate(${value}, ${quoteLiteral(ACCENTED)}, ${quoteLiteral(PLAIN)}))`;
  // The parser keeps emails, URLs, hyphenated words and paths whole; as spaces, their parts become
  // words. translate() rather than a regular expression: half the cost per row on a bulk import.
  const document = (row: string) =>
    sql.raw(
      `to_tsvector('simple', translate(${fold(
        `concat_ws(' ', ${SEARCH_COLUMNS.map((column) => `${row}${column}`).join(', ')})`,
      )}, ${quoteLiteral(WORD_BREAKS)}, ${quoteLiteral(' '.repeat(WORD_BREAKS.length))}))`,
    );
  // Query terms go through the same folding as the stored words (contactsSearch.ts).
  await sql`create function contacts_search_fold(value text) returns text
    language sql immutable parallel safe as $$ select ${sql.raw(fold('value'))} $$`.execute(db);
  await sql`alter table contacts add column search_vector tsvector`.execute(db);
  await sql`create function contacts_search_refresh() returns trigger language plpgsql as $$
    begin
      new.search_vector := ${document('new.')};
      return new;
    end $$`.execute(db);
  await sql`create trigger contacts_search_refresh
    before insert or update of first_name, last_name, email, company, phone, tags on contacts
    for each row execute function contacts_search_refresh()`.execute(db);
  await sql`update contacts set search_vector = ${document('')}`.execute(db);
  await sql`create index contacts_search on contacts using gin (search_vector)`.execute(db);

  // Statement-level triggers with transition tables: one counter update per statement, so a bulk
  // import of a million rows costs one update rather than a million.
  await sql`create table contact_counts (
    user_id integer primary key references users(id) on delete cascade,
    total bigint not null
  )`.execute(db);
  await sql`create function contact_counts_inserted() returns trigger language plpgsql as $$
    begin
      insert into contact_counts as c (user_id, total)
        select user_id, count(*) from inserted group by user_id
        on conflict (user_id) do update set total = c.total + excluded.total;
      return null;
    end $$`.execute(db);
  await sql`create function contact_counts_deleted() returns trigger language plpgsql as $$
    begin
      update contact_counts c set total = c.total - d.n
        from (select user_id, count(*) as n from deleted group by user_id) d
        where c.user_id = d.user_id;
      return null;
    end $$`.execute(db);
  await sql`create trigger contact_counts_insert after insert on contacts
    referencing new table as inserted for each statement
    execute function contact_counts_inserted()`.execute(db);
  await sql`create trigger contact_counts_delete after delete on contacts
    referencing old table as deleted for each statement
    execute function contact_counts_deleted()`.execute(db);
  await sql`insert into contact_counts (user_id, total)
    select user_id, count(*) from contacts group by user_id`.execute(db);
}

/** Characters the text search parser keeps inside a word (emails, URLs, hyphens, paths). */
const WORD_BREAKS = "@.-_/+:'";

/** Latin letters with accents and their plain letters, for the fallback without `unaccent`. */
const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŠšŽžČčĆćĐđŁłŃńŚśŹźŻżĘęĄąŘřŤťŮůĚěŇňĽľŔŕŐőŰű';
const PLAIN =
  'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyySsZzCcCcDdLlNnSsZzZzEeAaRrTtUuEeNnLlRrOoUu';

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
