import type { Kysely, Migration } from 'kysely';
import { addressHash } from '../../suppressions/addressHash';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/** Contacts read per backfill step: a bounded page, whatever the account's size. */
const PAGE = 5000;

/**
 * The suppression list (issue 28 §3): one row per account and address hash, with why and when.
 * Keyed (owner, hash), which is also every lookup's. Contacts already unsubscribed or bounced are
 * listed: the hash is computed here rather than in SQL, as SQLite has no SHA-256 of its own.
 */
export function suppressionMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('suppressions')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('address_hash', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('suppressions_pk', ['user_id', 'address_hash'])
        .execute();

      const createdAt = new Date().toISOString();
      for (let after = 0; ;) {
        const rows = (await db
          .selectFrom('contacts')
          .select(['id', 'user_id', 'email', 'status'])
          .where('status', 'in', ['unsubscribed', 'bounced'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute()) as { id: number; user_id: number; email: string; status: string }[];
        if (rows.length === 0) break;
        after = rows.at(-1)!.id;
        await db
          .insertInto('suppressions')
          .values(
            rows.map((row) => ({
              user_id: row.user_id,
              address_hash: addressHash(row.email),
              reason: row.status === 'bounced' ? 'hard_bounce' : 'unsubscribed',
              created_at: createdAt,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doNothing())
          .execute();
      }
    },
  };
}
