import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { isPostgresUrl } from '../config';
import { migrations } from './migrations/migrations';
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
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return withMigrations(db, 'postgres', schema);
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
        // Numbers are reserved per feature and land out of order (005 shipped before 004): a
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
