import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The sending queue and what comes back from it (issue 14). `campaign_recipients` is both the
 * durable queue (status, attempts, next_attempt_at, the claim columns) and the per-recipient
 * engagement record the analytics read; `email_events` keeps every open, click, unsubscribe and
 * bounce with its time. `outbox_messages` holds the raw MIME of each message when no SMTP server is
 * configured; `server_secrets` keeps the generated key that signs tracking links.
 */
export function sendingMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (name: string) => tableWithId(db, name);

      await id('campaign_recipients')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        // A deleted contact keeps its history (the analytics count it); the row just loses the link.
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', timestamp)
        .addColumn('sent_at', timestamp)
        .addColumn('error', 'text')
        .addColumn('message_id', 'text')
        .addColumn('first_opened_at', timestamp)
        .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_clicked_at', timestamp)
        .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unsubscribed_at', timestamp)
        .addColumn('bounced_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('campaign_recipients_campaign_contact', ['campaign_id', 'contact_id'])
        .execute();
      // Workers claim the first due rows of one campaign in this order: the scan stops after a
      // batch instead of sorting every queued row of a large send on each claim.
      await db.schema
        .createIndex('campaign_recipients_claim')
        .on('campaign_recipients')
        .columns(['campaign_id', 'status', 'next_attempt_at', 'id'])
        .execute();
      await db.schema
        .createIndex('campaign_recipients_contact')
        .on('campaign_recipients')
        .column('contact_id')
        .execute();

      await id('email_events')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('campaign_id', 'integer', (c) =>
          c.references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('recipient_id', 'integer', (c) =>
          c.references('campaign_recipients.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) => c.references('contacts.id').onDelete('set null'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_events_campaign_type')
        .on('email_events')
        .columns(['campaign_id', 'type', 'created_at'])
        .execute();
      await db.schema
        .createIndex('email_events_recipient')
        .on('email_events')
        .column('recipient_id')
        .execute();
      await db.schema
        .createIndex('email_events_contact')
        .on('email_events')
        .column('contact_id')
        .execute();

      await id('outbox_messages')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('campaign_id', 'integer', (c) =>
          c.references('campaigns.id').onDelete('set null'),
        )
        .addColumn('recipient_id', 'integer', (c) =>
          c.references('campaign_recipients.id').onDelete('set null'),
        )
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('raw', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_messages_user_id_id')
        .on('outbox_messages')
        .columns(['user_id', 'id'])
        .execute();

      await db.schema
        .createTable('server_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
