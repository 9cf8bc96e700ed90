import type { Kysely, Migration } from 'kysely';

/**
 * A campaign's audience besides its added contacts (issue 27 §2): the segments and tags it goes to
 * and those it leaves out, as JSON (`{ segments, tags, excludeSegments, excludeTags }`, null: none),
 * and who its send left out and why, counted when it started (`left_out`, null before).
 *
 * JSON on the campaign rather than a table of rows: the audience is read whole, once, when a send
 * starts or a count is asked for, and a segment's conditions are JSON compiled to SQL then anyway,
 * so rows would add a join and a write per choice without a faster queue. A duplicate copies it
 * with the row. What a key would have checked (the segment is the owner's and exists) is checked
 * on every save and again at the start, where a segment deleted since is refused by name.
 */
export const campaignAudienceMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('campaigns').addColumn('audience', 'text').execute();
    await db.schema.alterTable('campaigns').addColumn('left_out', 'text').execute();
  },
};
