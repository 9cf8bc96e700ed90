import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Outbound webhooks (issue 33 §3): an owner's endpoints and every delivery made to them. A
 * delivery row is the log the screen shows; the job that sends it is a row of `jobs`. An emitted
 * event reads the owner's enabled endpoints by (owner, enabled): with none, that one indexed read
 * is all an event costs. Deliveries are read per endpoint newest first, and per (endpoint, order
 * key) to keep one contact's events in order.
 */
export function webhooksMigration(dialect: SqlDialect): Migration {
  const { timestamp, bool, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'webhook_endpoints')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        // JSON list of event types.
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_expires_at', timestamp)
        .addColumn('enabled', bool, (c) => c.notNull())
        .addColumn('disabled_reason', 'text')
        .addColumn('failing_since', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_endpoints_owner')
        .on('webhook_endpoints')
        .columns(['user_id', 'enabled'])
        .execute();

      await tableWithId(db, 'webhook_deliveries')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('endpoint_id', 'integer', (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        // `contact:<id>`: deliveries of one key to one endpoint go one after another.
        .addColumn('order_key', 'text')
        // The exact body posted (and signed): `{type, timestamp, data}`.
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('response_code', 'integer')
        .addColumn('response_ms', 'integer')
        .addColumn('error', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('last_attempt_at', timestamp)
        .addColumn('delivered_at', timestamp)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_order')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'order_key', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_user')
        .on('webhook_deliveries')
        .column('user_id')
        .execute();
    },
  };
}
