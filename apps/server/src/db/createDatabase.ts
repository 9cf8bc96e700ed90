import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { migrationOrder, migrations } from './migrations/migrations';
import { registerAddressHash } from '../suppressions/addressHash';
import { isSqliteBusy } from './databaseErrors';
import { RetryingSqliteDialect } from './RetryingSqliteDialect';
import type { Database } from './schema';
import type { SqlDialect } from './sqlDialect';

export type { SqlDialect };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Applies every pending migration; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * PostgreSQL: calls `onNotify` whenever any process NOTIFYs `channel` (the job layer's cross-process
   * wake-up), on a connection of its own that reconnects after an error; resolves to a function that
   * stops listening. Absent on SQLite, where one process has the database.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: put every table in this schema (tests give each file its own). */
  pgSchema?: string;
  sqliteBusyTimeoutMs?: number;
  /** PostgreSQL pool size per process. */
  poolSize?: number;
}

/** Opens SQLite (a file path) or PostgreSQL (a postgres:// URL) behind the same Kysely type. */
export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) return createPostgres(url, options);
  return createSqlite(url, options);
}

/** The longest synchronous wait on a lock: every request of the process stalls for it. */
const SQLITE_BLOCKING_WAIT_MS = 50;

function createSqlite(file: string, options: DatabaseOptions): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A locked database fails after this wait (answered 503) instead of hanging the request. SQLite's
  // own wait blocks the event loop, so it stays short; the dialect retries asynchronously for the rest.
  const limitMs = Math.max(0, Math.floor(options.sqliteBusyTimeoutMs ?? 2000));
  sqlite.pragma(`busy_timeout = ${Math.min(limitMs, SQLITE_BLOCKING_WAIT_MS)}`);
  sqlite.pragma('synchronous = NORMAL');
  // 32 MB of page cache instead of SQLite's 2 MB default: at a million contacts the sort indexes'
  // upper levels and a search's matched rows stay in memory (a search page took 3.6 ms with the
  // default, 1.1 ms with this). A bounded figure, unlike mmap, whose pages would count as RSS.
  sqlite.pragma('cache_size = -32768');
  registerAddressHash(sqlite);
  const db = new Kysely<Database>({
    dialect: new RetryingSqliteDialect({ database: sqlite }, { limitMs }),
  });
  return withMigrations(db, 'sqlite', undefined);
}

function createPostgres(url: string, options: DatabaseOptions): DatabaseHandle {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Unsafe schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // A stuck lock or query surfaces as an error (answered 503) rather than a request that never ends.
    statement_timeout: 15_000,
    lock_timeout: 5000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('connect', (client) => prepareSelects(client));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    ...withMigrations(db, 'postgres', schema),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
  };
}

/** How long a lost LISTEN connection waits before connecting again (polling covers the gap). */
const RELISTEN_MS = 2000;

async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** Distinct SELECT texts a process prepares by name; later ones run unnamed. */
const NAMED_STATEMENT_LIMIT = 300;
const statementNames = new Map<string, string | null>();

/**
 * Runs Kysely's parameterised SELECTs as named statements, parsed once per connection instead of
 * on every call: a contact page spent 330 us of PostgreSQL's CPU as an unnamed statement, 220 us
 * named. Only reads (SELECT or WITH: writes such as a batch insert have as many texts as batch
 * sizes), and at most NAMED_STATEMENT_LIMIT texts, since texts with a list of values vary without
 * bound. Searches stay unnamed, planned for each call's words: after five calls PostgreSQL may keep
 * one generic plan for a named statement, right for a page walk whatever the user, not for a search
 * (`plan_cache_mode = force_custom_plan` would keep custom plans, but it also re-plans row triggers:
 * a 20,000-row insert took 1.8 times as long). A statement whose tables changed shape since it was
 * prepared ("cached plan must not change result type") runs unnamed from then on.
 */
function prepareSelects(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      callback !== undefined ||
      !/^\s*(select|with)\b/i.test(text) ||
      text.includes('to_tsquery')
    ) {
      return query(text, values, callback);
    }
    let name = statementNames.get(text);
    if (name === undefined) {
      name = statementNames.size < NAMED_STATEMENT_LIMIT ? `crm_${statementNames.size}` : null;
      statementNames.set(text, name);
    }
    if (name === null) return query(text, values);
    return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== '0A000') throw error;
      statementNames.set(text, null);
      return query(text, values);
    });
  }) as typeof client.query;
}

function withMigrations(
  db: Kysely<Database>,
  dialect: SqlDialect,
  schema: string | undefined,
): DatabaseHandle {
  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations(dialect) },
        // The order is the list's (migrations.ts), not the recorded names'.
        nameComparator: migrationOrder(dialect),
        // Numbers were reserved per feature and landed out of order (005 shipped before 004): a
        // database that ran 005 must still take 004, not refuse to start.
        allowUnorderedMigrations: true,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      // PostgreSQL serialises concurrent migrators with an advisory lock. Kysely's SQLite lock only
      // covers one connection, so a second process starting at the same moment can lose the race:
      // its migration rolls back (DDL is transactional) and a retry finds the work already done.
      for (let attempt = 1; ; attempt++) {
        const { error, results } = await migrator.migrateToLatest();
        const failed = results?.find((r) => r.status === 'Error');
        if (!error && !failed) return;
        if (dialect === 'sqlite' && attempt < 5 && isMigrationRace(error)) {
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          continue;
        }
        throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
          cause: error,
        });
      }
    },
    close: () => db.destroy(),
  };
}

function isMigrationRace(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    isSqliteBusy(error) ||
    (typeof message === 'string' &&
      /already exists|UNIQUE constraint failed: kysely_migration/.test(message))
  );
}
