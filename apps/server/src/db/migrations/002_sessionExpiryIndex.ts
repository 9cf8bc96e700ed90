import type { Kysely, Migration } from 'kysely';

/** Expired sessions are purged by expiry across all users; this keeps that a range scan. */
export const sessionExpiryIndexMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('sessions_expires_at')
      .on('sessions')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('login_failures_failed_at')
      .on('login_failures')
      .column('failed_at')
      .execute();
  },
};
