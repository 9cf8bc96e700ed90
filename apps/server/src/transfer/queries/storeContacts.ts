import { CompiledQuery, type Transaction } from 'kysely';
import type { Db } from '../../db/Db';
import type { Database } from '../../db/schema';
import { OWNER, type Scope } from '../../db/scope';
import { TUPLE_SIZE, type ContactBatch } from '../parse/buildContactRow';
import { billingRepository } from '../../billing/billingRepository';
import { anySuppressedSql } from '../../suppressions/suppressionsRepository';
import { ContactLimitExceeded } from '../store/ContactLimitExceeded';
import { linkImportedCompaniesSql } from './linkCompaniesSql';
import {
  copyStagedSql,
  COUNT_OWNED_SQL,
  countStagedSql,
  importCounts,
  STAGED_FIELDS,
  suppressCopiedSql,
  type StoreCounts,
} from '../store/importCounts';

const FIELD_LIST = STAGED_FIELDS.split(', ');

/** SQLite without a file (`:memory:`): rows per staging statement, 100 x 10 parameters. */
const SQLITE_STAGE_ROWS = 100;

/** PostgreSQL: staged rows copied per statement. */
const PG_COPY_ROWS = 50_000;

/** PostgreSQL: ids of imported contacts linked to companies per statement (about 2 s each). */
const PG_LINK_IDS = 20_000;

/** Lets queued requests run between statements while one long transaction is open. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Kysely path of the import (PostgreSQL, or SQLite without a file): the same algorithm as the
 * SQLite store worker (importCounts.ts). Every batch is staged in a temporary table, then the staged
 * rows are copied into `contacts` and counted, all in ONE transaction, so a failure or a killed
 * process leaves either all of the import or none of it.
 */
export async function storeContacts(
  { db, dialect }: Db,
  scope: Scope,
  batches: AsyncIterable<ContactBatch>,
  contactLimit: number | null,
  fileName: string,
): Promise<StoreCounts> {
  const userId = scope.ownerId;
  const createdAt = new Date().toISOString();
  const pg = dialect === 'postgres';
  const table = pg ? 'pg_temp.import_rows' : 'temp.import_rows';
  const run = (trx: Transaction<Database>, text: string, params: unknown[] = []) =>
    trx.executeQuery(CompiledQuery.raw(text, params));
  return db.transaction().execute(async (trx) => {
    if (pg) {
      await run(
        trx,
        `create temp table import_rows (seq integer, ${FIELD_LIST.map((f) => `${f} text`).join(', ')}) on commit drop`,
      );
    } else {
      await run(trx, `drop table if exists ${table}`);
      await run(
        trx,
        `create temp table import_rows (${FIELD_LIST.map((f) => `${f} text`).join(', ')})`,
      );
    }
    let seq = 0;
    for await (const batch of batches) {
      if (pg) {
        // One statement per batch: a column array each, unnested in step (node-pg sends arrays
        // as single parameters), instead of thousands of placeholders.
        const rows = batch.length / TUPLE_SIZE;
        const columns: unknown[][] = [Array.from({ length: rows }, (_, i) => seq + i)];
        for (let f = 0; f < TUPLE_SIZE; f++) {
          const column = new Array<unknown>(rows);
          for (let r = 0; r < rows; r++) column[r] = batch[r * TUPLE_SIZE + f];
          columns.push(column);
        }
        seq += rows;
        await run(
          trx,
          `insert into ${table} (seq, ${STAGED_FIELDS}) select * from unnest($1::integer[], ${FIELD_LIST.map((_, i) => `$${i + 2}::text[]`).join(', ')})`,
          columns,
        );
      } else {
        await stageSqlite(trx, table, batch);
        await yieldToEventLoop();
      }
    }
    const count = await run(trx, countStagedSql(table));
    const { staged, emails } = count.rows[0] as {
      staged: number | string;
      emails: number | string;
    };
    // With a limit: the plan's row is locked (on PostgreSQL) so a concurrent Add Contact waits,
    // and the contacts before the copy are counted.
    let before = 0;
    if (contactLimit !== null) {
      await billingRepository({ db: trx, dialect }, scope).lockPlan();
      const owned = await run(trx, COUNT_OWNED_SQL(pg ? '$1' : '?'), [userId]);
      before = Number((owned.rows[0] as { count: number | string }).count);
    }
    let inserted = 0;
    if (pg) {
      // In slices: each statement stays far inside the pool's statement_timeout (15 s), which
      // one copy of a million rows would not. Earlier slices' rows are visible to later ones'
      // ON CONFLICT, so the first row of an email still wins.
      if (seq > PG_COPY_ROWS) await run(trx, 'create index on pg_temp.import_rows (seq)');
      const sql = copyStagedSql(table, 'seq', (n) => `$${n}`, true);
      for (let start = 0; start < seq; start += PG_COPY_ROWS) {
        const copied = await run(trx, sql, [
          userId,
          createdAt,
          start,
          start + PG_COPY_ROWS,
          fileName,
        ]);
        inserted += Number(copied.numAffectedRows ?? 0);
      }
    } else {
      const copied = await run(
        trx,
        copyStagedSql(table, 'rowid', () => '?'),
        [userId, createdAt, fileName],
      );
      inserted = Number(copied.numAffectedRows ?? 0);
      await run(trx, `drop table ${table}`);
    }
    // Throwing rolls the whole import back: over the limit, nothing is imported.
    if (contactLimit !== null && before + inserted > contactLimit) {
      throw new ContactLimitExceeded(before, inserted);
    }
    if (pg) {
      // The companies just made have no statistics yet: without them PostgreSQL joined each
      // imported contact to every company of the owner (98 s at 100,000 rows). Linked in slices
      // of ids, as the copy is, so each statement stays far inside statement_timeout.
      const [create] = linkImportedCompaniesSql(dialect, userId, createdAt);
      await run(trx, create!.text, create!.params);
      await run(trx, 'analyze companies');
      const range = await run(
        trx,
        `select min(id) as first, max(id) as last from contacts where ${OWNER} = $1 and created_at = $2`,
        [userId, createdAt],
      );
      const { first, last } = range.rows[0] as { first: number | null; last: number | null };
      for (let from = first ?? 1; first !== null && from <= last!; from += PG_LINK_IDS) {
        const link = linkImportedCompaniesSql(dialect, userId, createdAt, {
          from,
          to: from + PG_LINK_IDS,
        }).slice(1);
        for (const { text, params } of link) await run(trx, text, params);
      }
    } else {
      for (const { text, params } of linkImportedCompaniesSql(dialect, userId, createdAt))
        await run(trx, text, params);
    }
    const anySuppressed = await run(trx, anySuppressedSql(pg ? '$1' : '?'), [userId]);
    const suppressed =
      anySuppressed.rows.length > 0
        ? await run(
            trx,
            suppressCopiedSql(dialect, (n) => (pg ? `$${n}` : '?')),
            [userId, createdAt],
          )
        : undefined;
    return importCounts(
      Number(staged),
      Number(emails),
      inserted,
      Number(suppressed?.numAffectedRows ?? 0),
    );
  });
}

async function stageSqlite(
  trx: Transaction<Database>,
  table: string,
  batch: ContactBatch,
): Promise<void> {
  const values = `(${FIELD_LIST.map(() => '?').join(', ')})`;
  const step = SQLITE_STAGE_ROWS * TUPLE_SIZE;
  for (let i = 0; i < batch.length; i += step) {
    const slice = batch.slice(i, i + step);
    const text = `insert into ${table} (${STAGED_FIELDS}) values ${Array(slice.length / TUPLE_SIZE)
      .fill(values)
      .join(', ')}`;
    await trx.executeQuery(CompiledQuery.raw(text, slice));
  }
}
