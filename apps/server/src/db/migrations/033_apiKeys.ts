import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * API keys (issue 33 §2). A request with a key finds it by its hash (unique index). The key's
 * request count for its rate limit lives on its own row, in a fixed window: the row is read on
 * every request anyway, so one update counts the request and, at most once a minute, moves
 * `last_used_at`, with no table of windows to purge.
 */
export function apiKeysMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'api_keys')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('expires_at', timestamp)
        .addColumn('last_used_at', timestamp)
        .addColumn('created_by', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('revoked_at', timestamp)
        .addColumn('rate_window_start', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('rate_hits', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('api_keys_hash').on('api_keys').column('hash').unique().execute();
      await db.schema
        .createIndex('api_keys_owner')
        .on('api_keys')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createIndex('api_keys_created_by')
        .on('api_keys')
        .column('created_by')
        .execute();
    },
  };
}
