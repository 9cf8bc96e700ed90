import SQLite from 'better-sqlite3';
import type { ContactTuple } from './buildContactRow';
import type { StoreCounts } from './storeContacts';

/**
 * Page cache of the import's own connection (IMPORT_SQLITE_CACHE_MB, default 32), freed when the
 * import ends. 32 MB holds the (user_id, email) index of about a million contacts; 64 MB pushed the
 * server's peak RSS past 256 MB on a million-row import.
 */
const cacheKib = () => Math.max(2, Number(process.env.IMPORT_SQLITE_CACHE_MB) || 32) * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * SQLite path of the import: its own connection to the same file, one prepared statement reused
 * for every row, and ONE transaction (BEGIN IMMEDIATE ... COMMIT), so a failure or a killed
 * process leaves all of the import or none of it (WAL recovery drops uncommitted frames).
 *
 * A separate connection keeps the server's own connection free: reads go on during an import (WAL
 * readers do not wait for the writer) and other writes wait up to the busy timeout (then 503).
 * A larger page cache keeps the (user_id, email) index in memory (SQLite's default 2 MB makes a
 * million-row import far slower). The thread yields between batches so requests are served while
 * the import runs.
 *
 * `ON CONFLICT (user_id, email) DO NOTHING` never changes an existing contact. A skipped row is a
 * failure when its email belonged to the user before the import (id at most the highest id when
 * the import began), otherwise it repeats an earlier row of the same file.
 */
export async function storeContactsSqlite(
  file: string,
  busyTimeoutMs: number,
  userId: number,
  batches: AsyncIterable<ContactTuple[]>,
): Promise<StoreCounts> {
  const db = new SQLite(file, { timeout: busyTimeoutMs });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.pragma(`cache_size = -${cacheKib()}`);
    const insert = db.prepare(
      'insert into contacts (user_id, first_name, last_name, email, phone, company, position, status, tags, lead_source, custom_fields, created_at) ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, email) do nothing',
    );
    const existedBefore = db
      .prepare('select 1 from contacts where user_id = ? and email = ? and id <= ?')
      .pluck();
    const createdAt = new Date().toISOString();
    const counts: StoreCounts = { importedCount: 0, failedCount: 0, duplicateCount: 0 };
    db.exec('begin immediate');
    try {
      const maxIdBefore = Number(
        db.prepare('select coalesce(max(id), 0) from contacts').pluck().get(),
      );
      for await (const batch of batches) {
        for (const row of batch) {
          const { changes } = insert.run(userId, ...row, createdAt);
          if (changes === 1) counts.importedCount++;
          else if (existedBefore.get(userId, row[2], maxIdBefore) !== undefined)
            counts.failedCount++;
          else counts.duplicateCount++;
        }
        await yieldToEventLoop();
      }
      db.exec('commit');
    } catch (error) {
      if (db.inTransaction) db.exec('rollback');
      throw error;
    }
    return counts;
  } finally {
    db.close();
  }
}
