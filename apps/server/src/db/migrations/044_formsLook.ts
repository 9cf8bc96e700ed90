import type { Kysely, Migration } from 'kysely';

/**
 * A form's look (issue 28 §1): the JSON of the palette its hosted page wears, or null for the
 * standard look. Its own column, as the confirmation email's: a look is presentation, not part of
 * what a subscriber agrees to, so changing it makes no new version of the definition.
 */
export const formsLookMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('forms').addColumn('look', 'text').execute();
  },
};
