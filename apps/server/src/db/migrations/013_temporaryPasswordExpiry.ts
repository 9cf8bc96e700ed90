import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * A temporary password (the demo seed's) stops working after its expiry (issue 16): null for a
 * password the user chose. Existing temporary passwords get 7 days from now rather than expiring
 * at once.
 */
export function temporaryPasswordExpiryMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('temporary_password_expires_at', timestamp)
        .execute();
      await db
        .updateTable('users')
        .set({ temporary_password_expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString() })
        .where('requires_password_change', '=', 1)
        .execute();
    },
  };
}
