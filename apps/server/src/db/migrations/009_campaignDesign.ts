import type { Kysely, Migration } from 'kysely';

/**
 * A campaign keeps the builder's design beside its rendered HTML, so a draft reopens in the builder
 * as it was designed instead of as HTML nobody can edit visually.
 */
export const campaignDesignMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('campaigns').addColumn('design', 'text').execute();
  },
};
