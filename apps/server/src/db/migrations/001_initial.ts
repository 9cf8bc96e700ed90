import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The only schema-building code, written once for both databases. Types that differ per dialect
 * (identity keys, timestamps, booleans) come from `t`.
 */
export function initialMigration(dialect: SqlDialect): Migration {
  const pg = dialect === 'postgres';
  const t = columnTypes(dialect);
  return {
    // Kysely<any> is how Kysely types migrations: they run against the schema as it was, not as it is.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      const id = (name: string) => t.tableWithId(db, name);
      const owner = (c: ColumnDefinitionBuilder) =>
        c.notNull().references('users.id').onDelete('cascade');

      await id('users')
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('subscription_tier', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('requires_password_change', t.bool, (c) =>
          c.notNull().defaultTo(pg ? sql`false` : 0),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await id('sessions')
        .addColumn('user_id', 'integer', owner)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await id('login_failures')
        .addColumn('throttle_key', 'text', (c) => c.notNull())
        .addColumn('failed_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_key_at')
        .on('login_failures')
        .columns(['throttle_key', 'failed_at'])
        .execute();

      await id('contacts')
        .addColumn('user_id', 'integer', owner)
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('position', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('subscriber'))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('lead_source', 'text')
        .addColumn('custom_fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('contacts_user_id_email_unique', ['user_id', 'email'])
        .execute();
      await db.schema
        .createIndex('contacts_user_id_id')
        .on('contacts')
        .columns(['user_id', 'id'])
        .execute();

      await id('campaigns')
        .addColumn('user_id', 'integer', owner)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('scheduled_at', t.timestamp)
        .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('open_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('click_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('campaigns_user_id_id')
        .on('campaigns')
        .columns(['user_id', 'id'])
        .execute();

      await db.schema
        .createTable('campaign_contacts')
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('campaign_contacts_pk', ['campaign_id', 'contact_id'])
        .execute();
      await db.schema
        .createIndex('campaign_contacts_contact_id')
        .on('campaign_contacts')
        .column('contact_id')
        .execute();

      await id('email_templates')
        .addColumn('user_id', 'integer', owner)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('template_type', 'text', (c) => c.notNull().defaultTo('newsletter'))
        .addColumn('design', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_templates_user_id_id')
        .on('email_templates')
        .columns(['user_id', 'id'])
        .execute();

      await id('automation_workflows')
        .addColumn('user_id', 'integer', owner)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('trigger', 'text', (c) => c.notNull())
        .addColumn('is_active', t.bool, (c) => c.notNull().defaultTo(pg ? sql`true` : 1))
        .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('automation_workflows_user_id_id')
        .on('automation_workflows')
        .columns(['user_id', 'id'])
        .execute();

      await db.schema
        .createTable('subscriptions')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('current_plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
