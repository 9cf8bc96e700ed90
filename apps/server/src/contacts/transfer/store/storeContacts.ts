import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { SqlDialect } from '../../../db/createDatabase';
import type { Database } from '../../../db/schema';
import {
  TUPLE_EMAIL,
  TUPLE_SIZE,
  type ContactBatch,
  type ContactTuple,
} from '../parse/buildContactRow';

export interface StoreCounts {
  importedCount: number;
  /** Emails that already belonged to one of the user's contacts before this import. */
  failedCount: number;
  /** Rows repeating an email seen earlier in the same file (imported once). */
  duplicateCount: number;
}

const COLUMNS = [
  'user_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'position',
  'status',
  'tags',
  'lead_source',
  'custom_fields',
  'created_at',
] as const;

/** Rows per INSERT: 500 x 12 parameters stays far below both databases' parameter limits. */
const ROWS_PER_STATEMENT = 500;

const statementCache = new Map<string, string>();

function insertSql(dialect: SqlDialect, rows: number): string {
  const key = `${dialect}:${rows}`;
  let text = statementCache.get(key);
  if (!text) {
    let n = 0;
    const ph = () => (dialect === 'postgres' ? `$${++n}` : '?');
    const values = Array.from({ length: rows }, () => `(${COLUMNS.map(ph).join(',')})`).join(',');
    text = `insert into contacts (${COLUMNS.join(',')}) values ${values} on conflict (user_id, email) do nothing`;
    statementCache.set(key, text);
  }
  return text;
}

/** Lets queued requests run between statements while one long transaction is open. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Kysely path of the import (PostgreSQL, or SQLite without a file). Stores every batch in ONE transaction, so a failure or a killed process leaves either all of
 * the import or none of it. `ON CONFLICT (user_id, email) DO NOTHING` never changes an existing
 * contact. Rows it skipped are told apart afterwards: an email that existed before the import
 * (id at most the table's highest id when the import began) is a failure, anything else repeats
 * an earlier row of the same file. That check only runs for batches where rows were skipped.
 */
export async function storeContacts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  batches: AsyncIterable<ContactBatch>,
): Promise<StoreCounts> {
  const createdAt = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const counts: StoreCounts = { importedCount: 0, failedCount: 0, duplicateCount: 0 };
    const top = await trx
      .selectFrom('contacts')
      .select((eb) => eb.fn.max('id').as('maxId'))
      .executeTakeFirst();
    const maxIdBefore = Number(top?.maxId ?? 0);
    for await (const batch of batches) {
      const unique = new Map<string, ContactTuple>();
      for (let i = 0; i < batch.length; i += TUPLE_SIZE) {
        const row = batch.slice(i, i + TUPLE_SIZE) as ContactTuple;
        if (unique.has(row[TUPLE_EMAIL])) counts.duplicateCount++;
        else unique.set(row[TUPLE_EMAIL], row);
      }
      const rows = [...unique.values()];
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
        const params: unknown[] = [];
        for (const row of chunk) params.push(userId, ...row, createdAt);
        const result = await trx.executeQuery(
          CompiledQuery.raw(insertSql(dialect, chunk.length), params),
        );
        const inserted = Number(result.numAffectedRows ?? 0);
        counts.importedCount += inserted;
        if (inserted < chunk.length) {
          const existed = await countExisting(
            trx,
            userId,
            maxIdBefore,
            chunk.map((r) => r[TUPLE_EMAIL]),
          );
          counts.failedCount += existed;
          counts.duplicateCount += chunk.length - inserted - existed;
        }
        if (dialect === 'sqlite') await yieldToEventLoop();
      }
    }
    return counts;
  });
}

async function countExisting(
  trx: Transaction<Database>,
  userId: number,
  maxId: number,
  emails: string[],
): Promise<number> {
  const row = await trx
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('id', '<=', maxId)
    .where('email', 'in', emails)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
