import SQLite from 'better-sqlite3';
import { importSqliteCacheKib } from '../../config';
import { registerAddressHash } from '../../suppressions/addressHash';
import { anySuppressedSql } from '../../suppressions/suppressionsRepository';
import { TUPLE_SIZE, type ContactBatch } from '../parse/buildContactRow';
import { ContactLimitExceeded } from './ContactLimitExceeded';
import { linkImportedCompaniesSql } from '../queries/linkCompaniesSql';
import {
  copyStagedSql,
  COUNT_OWNED_SQL,
  importCounts,
  STAGED_FIELDS,
  suppressCopiedSql,
  type StoreCounts,
} from './importCounts';

/**
 * Page cache of the import's own connection (IMPORT_SQLITE_CACHE_MB, default 32), freed when the
 * import ends. 32 MB holds the (user_id, email) index of about a million contacts; 64 MB pushed the
 * server's peak RSS past 256 MB on a million-row import.
 */
export const importCacheKib = () => importSqliteCacheKib();

/**
 * The import waits this long at least for the write lock: the server's own writes hold it for
 * milliseconds, and waiting blocks only the parse worker, never the request thread.
 */
const MIN_LOCK_WAIT_MS = 10_000;

/** Rows per staging statement: 100 x 10 parameters, far below SQLite's limit. */
const STAGE_ROWS = 100;

export interface SqliteStoreTarget {
  file: string;
  busyTimeoutMs: number;
  userId: number;
  /** The uploaded file's name: the contacts it creates say they came from it. */
  fileName: string;
  /** The plan's contact limit (null: unlimited): a copy that would pass it rolls back. */
  contactLimit: number | null;
}

/**
 * SQLite path of the import, run inside the store worker. SQLite has one writer for the whole
 * file, so the write lock is taken only once the file is fully parsed: rows first go to a TEMP
 * table (private to this connection, on disk rather than in memory, and holding no lock on the
 * database), then ONE short transaction copies them into `contacts`. Every other request can write
 * while the file is parsed; a failure or a killed process leaves all of the import or none of it
 * (the temp table vanishes with the connection; WAL recovery drops uncommitted frames).
 *
 * The copy and the counts are the ones of both store paths (importCounts.ts).
 */
export class SqliteImportStore {
  private readonly db: SQLite.Database;
  private readonly addBatch: (batch: ContactBatch) => void;

  constructor(private readonly target: SqliteStoreTarget) {
    this.db = new SQLite(target.file, {
      timeout: Math.max(target.busyTimeoutMs, MIN_LOCK_WAIT_MS),
    });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma(`cache_size = -${importCacheKib()}`);
    registerAddressHash(this.db);
    // A million staged rows would be ~150 MB in memory; on disk they cost the server nothing.
    this.db.pragma('temp_store = FILE');
    // The staged rows are thrown away on any failure, so the temp table needs no rollback journal.
    this.db.pragma('temp.journal_mode = OFF');
    this.db.exec(
      `create temp table import_rows (${STAGED_FIELDS.split(', ')
        .map((f) => `${f} text`)
        .join(', ')})`,
    );
    const values = `(${STAGED_FIELDS.split(', ')
      .map(() => '?')
      .join(', ')})`;
    const stageSql = (n: number) =>
      `insert into temp.import_rows (${STAGED_FIELDS}) values ${Array(n).fill(values).join(', ')}`;
    // Many rows per statement from one slice of the flat batch: a third less time than a statement
    // per row, where per-call overhead, not SQLite, dominates.
    const stageMany = this.db.prepare(stageSql(STAGE_ROWS));
    const stageOne = this.db.prepare(stageSql(1));
    const many = STAGE_ROWS * TUPLE_SIZE;
    // A transaction that writes only the temp table locks nothing in the database file.
    this.addBatch = this.db.transaction((batch: ContactBatch) => {
      let i = 0;
      for (; i + many <= batch.length; i += many) stageMany.run(batch.slice(i, i + many));
      for (; i < batch.length; i += TUPLE_SIZE) stageOne.run(batch.slice(i, i + TUPLE_SIZE));
    });
  }

  add(batch: ContactBatch): void {
    this.addBatch(batch);
  }

  /** Copies the staged rows into `contacts` in one transaction: the only time the lock is held. */
  commit(): StoreCounts {
    const { db, target } = this;
    const createdAt = new Date().toISOString();
    return db
      .transaction(() => {
        const staged = Number(db.prepare('select count(*) from temp.import_rows').pluck().get());
        const hadContacts = db
          .prepare('select 1 from main.contacts where user_id = ? limit 1')
          .pluck()
          .get(target.userId);
        const limit = target.contactLimit;
        const before =
          limit === null ? 0 : Number(db.prepare(COUNT_OWNED_SQL('?')).pluck().get(target.userId));
        const { changes } = db
          .prepare(copyStagedSql('temp.import_rows', 'rowid', () => '?'))
          .run(target.userId, createdAt, target.fileName);
        // Throwing rolls the copy back: the import is all or nothing, so over the limit, nothing.
        if (limit !== null && before + changes > limit) {
          throw new ContactLimitExceeded(before, changes);
        }
        for (const { text, params } of linkImportedCompaniesSql('sqlite', target.userId, createdAt))
          db.prepare(text).run(...params);
        // A user with no contacts when the write lock was taken (the usual big import) had nothing
        // to conflict with, so every distinct email was inserted: counting them again would cost a
        // sort of the whole file.
        const emails = hadContacts
          ? Number(db.prepare('select count(distinct email) from temp.import_rows').pluck().get())
          : changes;
        const suppressed = db.prepare(anySuppressedSql('?')).get(target.userId)
          ? db.prepare(suppressCopiedSql('sqlite', () => '?')).run(target.userId, createdAt).changes
          : 0;
        return importCounts(staged, emails, changes, suppressed);
      })
      .immediate();
  }

  close(): void {
    this.db.close();
  }
}
