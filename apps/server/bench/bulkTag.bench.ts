/**
 * A large bulk tag as the background job runs it (issue 32 §1): BENCH_BULK_CONTACTS (default
 * 100,000) contacts tagged a batch of BULK_BATCH_SIZE at a time, each batch one transaction, as
 * `contactsJobs.ts` does; then untagged the same way. Since contacts keep a history, each batch
 * also records its changes with one INSERT ... SELECT: this measures what that costs.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/bulkTag.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { BULK_BATCH_SIZE } from '../src/contacts/contactsJobs';
import { contactsRepository, type BulkChange } from '../src/contacts/contactsRepository';
import type { SqlDialect } from '../src/db/createDatabase';
import { inTransaction } from '../src/db/Db';
import { ownerScope } from '../src/db/scope';
import { forEachBenchDialect, withBenchDatabase } from './benchServer';

const CONTACTS = Number(process.env.BENCH_BULK_CONTACTS ?? 100_000);

const run = (dialect: SqlDialect) =>
  withBenchDatabase(dialect, { name: 'bulktag' }, async ({ open }) => {
    const database = open();
    try {
      await database.migrate();
      const { db } = database;
      const user = await db
        .insertInto('users')
        .values({
          username: 'bulk',
          email: 'bulk@example.com',
          name: 'Bulk',
          password_hash: 'x',
          subscription_tier: 'free',
          requires_password_change: 0,
          temporary_password_expires_at: null,
          created_at: new Date().toISOString(),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let from = 0; from < CONTACTS; from += 2_000)
        await db
          .insertInto('contacts')
          .values(
            Array.from({ length: Math.min(2_000, CONTACTS - from) }, (_, i) => ({
              user_id: user.id,
              first_name: 'Many',
              last_name: `N${from + i}`,
              email: `m${from + i}@example.com`,
              phone: null,
              company: null,
              position: null,
              status: 'subscriber',
              tags: '[]',
              lead_source: null,
              custom_fields: '{}',
              created_at: '2025-01-01T00:00:00.000Z',
            })),
          )
          .execute();
      const scope = ownerScope(user.id);
      const maxId = await contactsRepository(database, scope).bulk.lastId();
      /** The whole job's batches, one transaction each; seconds taken. */
      const job = async (change: BulkChange) => {
        const start = performance.now();
        let afterId = 0;
        for (;;) {
          const batch = await inTransaction(database, (trx) =>
            contactsRepository(trx, scope).bulk.batch({}, change, {
              afterId,
              maxId,
              limit: BULK_BATCH_SIZE,
            }),
          );
          if (batch.lastId === undefined) break;
          afterId = batch.lastId;
        }
        return (performance.now() - start) / 1000;
      };
      const tag = await job({ action: 'tag', tag: 'spring' });
      const untag = await job({ action: 'untag', tag: 'spring' });
      console.log(
        `bulk tag on ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${CONTACTS.toLocaleString('en-US')} contacts, batches of ${BULK_BATCH_SIZE}: tag ${tag.toFixed(2)} s, untag ${untag.toFixed(2)} s`,
      );
      return true;
    } finally {
      await database.close();
    }
  });

await forEachBenchDialect(process.env.BENCH_BULK_ONLY, run);
