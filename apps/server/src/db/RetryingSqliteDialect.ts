import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
  type TransactionSettings,
} from 'kysely';
import { isRetryableSqliteBusy } from './databaseErrors';

/** How long one statement keeps retrying a locked database before the error (a 503) goes out. */
export interface BusyRetrySettings {
  limitMs: number;
}

/**
 * SQLite behind Kysely, waiting out a locked database without blocking the process.
 * better-sqlite3 spends `busy_timeout` in a synchronous sleep that freezes the event loop for
 * every request; so the pragma stays short and this driver retries a busy statement on a timer,
 * with backoff, until `limitMs` has passed. Transactions begin IMMEDIATE, taking the write lock up
 * front, so the wait happens at a point where retrying is always safe (nothing done yet) rather
 * than mid-transaction, where a deferred transaction could not upgrade its stale snapshot.
 */
export class RetryingSqliteDialect extends SqliteDialect {
  readonly #retry: BusyRetrySettings;

  constructor(config: SqliteDialectConfig, retry: BusyRetrySettings) {
    super(
      typeof config.database === 'function'
        ? config
        : { ...config, database: withStatementCache(config.database) },
    );
    this.#retry = retry;
  }

  override createDriver(): Driver {
    return new RetryingDriver(super.createDriver(), this.#retry);
  }
}

/** Prepared statements kept per SQL text; enough for every query shape the routes build. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement on every query: 11% of a CPU profile of
 * `POST /api/contacts` under load. Kysely's SQL text is stable per query shape (values travel as
 * parameters), so a statement prepared once serves every later call. The driver runs one query at a
 * time on its single connection (a stream holds the connection until it ends), so a cached statement
 * is never asked to run while it is still iterating.
 */
function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        // Most recently used last, so the oldest is the one that goes when the cache is full.
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

class RetryingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly retry: BusyRetrySettings,
  ) {}

  init = () => this.inner.init();
  destroy = () => this.inner.destroy();
  releaseConnection = (connection: DatabaseConnection) => this.inner.releaseConnection(connection);
  commitTransaction = (connection: DatabaseConnection) => this.inner.commitTransaction(connection);
  rollbackTransaction = (connection: DatabaseConnection) =>
    this.inner.rollbackTransaction(connection);
  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint!(...args);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) =>
    this.inner.rollbackToSavepoint!(...args);
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.inner.releaseSavepoint!(...args);

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const { limitMs } = this.retry;
    return {
      executeQuery: <R>(query: CompiledQuery) =>
        whileBusy(() => connection.executeQuery<R>(query), limitMs),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) =>
        connection.streamQuery<R>(query, chunkSize),
    };
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      return this.inner.beginTransaction(connection, settings);
    }
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

async function whileBusy<R>(run: () => Promise<QueryResult<R>>, limitMs: number) {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const left = started + limitMs - Date.now();
      if (!isRetryableSqliteBusy(error) || left <= 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(left, 5 * 2 ** attempt, 100)));
    }
  }
}
