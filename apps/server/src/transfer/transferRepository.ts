import { contactsRepository, type ContactsFilter } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import type { ContactBatch } from './parse/buildContactRow';
import { storeContacts } from './queries/storeContacts';
import type { StoreCounts } from './store/importCounts';

/**
 * Contact import and export, for one scope. The import writes `contacts` set-based from a staging
 * table (queries/storeContacts.ts; on SQLite with a file the store worker does the same on its own
 * connection, store/SqliteImportStore.ts); the export reads them in keyset pages.
 */
export function transferRepository(database: Db, scope: Scope) {
  return {
    /** Stores an import's batches in one transaction: all of them, or none (also over `contactLimit`). */
    store(
      batches: AsyncIterable<ContactBatch>,
      contactLimit: number | null,
      fileName: string,
    ): Promise<StoreCounts> {
      return storeContacts(database, scope, batches, contactLimit, fileName);
    },
    /** The export's pages: the filter's contacts by id (see contactsRepository's `rowsAfter`). */
    exportPage(after: number, limit: number, filter: ContactsFilter = {}, now = new Date()) {
      return contactsRepository(database, scope).rowsAfter(after, limit, filter, now);
    },
  };
}
