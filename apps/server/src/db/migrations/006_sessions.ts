import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Sessions end after inactivity as well as at their absolute expiry (issue 16): `last_used_at` is
 * written at most once a minute per session. A login attempt's throttle row is `pending` while its
 * password is checked, so parallel correct logins are not mistaken for failures.
 */
export function sessionsMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('sessions').addColumn('last_used_at', timestamp).execute();
      await db
        .updateTable('sessions')
        .set({ last_used_at: sql`created_at` })
        .execute();
      await db.schema
        .createIndex('sessions_user_created')
        .on('sessions')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .alterTable('login_failures')
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
