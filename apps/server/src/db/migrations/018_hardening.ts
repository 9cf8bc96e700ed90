import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The second audit (issue 26): per-account usage events behind the hourly limits (test sends,
 * Compose Email, address confirmations, uploads), the addresses an account confirmed for test
 * sends, and the audited status changes out of unsubscribed or bounced.
 */
export function hardeningMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'usage_events')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('usage_events_user_kind_created')
        .on('usage_events')
        .columns(['user_id', 'kind', 'created_at'])
        .execute();

      await tableWithId(db, 'campaign_test_addresses')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('campaign_test_addresses_user_email', ['user_id', 'email'])
        .execute();
      await db.schema
        .createIndex('campaign_test_addresses_token')
        .on('campaign_test_addresses')
        .column('token_hash')
        .execute();

      await tableWithId(db, 'contacts_status_changes')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('contacts_status_changes_contact')
        .on('contacts_status_changes')
        .column('contact_id')
        .execute();
    },
  };
}
