import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 'alice' and 'Alice' are one account: login and the login throttle ignore case, so a second
 * account differing only in case could never sign in and would share the first one's throttle.
 * Emails are stored lower-cased already; the index makes that a guarantee of the database too.
 */
export const caseInsensitiveUserNamesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('users_username_lower')
      .on('users')
      .unique()
      .expression(sql`lower(username)`)
      .execute();
    await db.schema
      .createIndex('users_email_lower')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },
};
