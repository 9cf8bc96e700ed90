import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Bounces and complaints (issue 30): one row per message and kind (the unique key makes a repeated
 * report change nothing), the nonces of signed webhook posts (replays are refused), and the IMAP
 * reader's place in its mailbox. Reports name our message by its Message-ID when they carry no
 * return path of ours, so recipient rows get an index on it.
 */
export function bouncesMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'bounces')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('recipient_id', 'integer', (c) =>
          c.notNull().references('campaign_recipients.id').onDelete('cascade'),
        )
        .addColumn('campaign_id', 'integer', (c) =>
          c.references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('bounces_recipient_kind', ['recipient_id', 'kind'])
        .execute();
      await db.schema
        .createIndex('bounces_user_created')
        .on('bounces')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema.createIndex('bounces_contact').on('bounces').column('contact_id').execute();

      await db.schema
        .createTable('bounces_webhook_replays')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('seen_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('bounces_webhook_replays_pk', ['provider', 'nonce'])
        .execute();

      await db.schema
        .createTable('bounces_mailboxes')
        .addColumn('mailbox', 'text', (c) => c.primaryKey())
        .addColumn('uid_validity', 'text', (c) => c.notNull())
        .addColumn('last_uid', 'integer', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createIndex('campaign_recipients_message_id')
        .on('campaign_recipients')
        .column('message_id')
        .execute();
    },
  };
}
