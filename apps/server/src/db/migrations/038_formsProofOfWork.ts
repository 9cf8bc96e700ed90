import type { Kysely, Migration } from 'kysely';

/**
 * Signup forms' proof-of-work challenges already spent (issue 28 §1): a solution works once, so a
 * bot cannot solve one puzzle and post with it a thousand times. A row lives as long as its
 * challenge could still be accepted (`expires_at`, ms), then `forms.purge` deletes it.
 */
export const formsProofOfWorkMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('forms_pow_spent')
      .addColumn('challenge', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('forms_pow_spent_expires_at')
      .on('forms_pow_spent')
      .column('expires_at')
      .execute();
  },
};
