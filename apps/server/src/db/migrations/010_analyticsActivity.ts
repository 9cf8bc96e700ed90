import type { Kysely, Migration } from 'kysely';

/**
 * Recent activity (issue 15) names each campaign's first delivery: `min(sent_at)` of one campaign
 * is one index seek with this index, instead of reading every recipient row of a large send.
 */
export const analyticsActivityMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('campaign_recipients_campaign_sent')
      .on('campaign_recipients')
      .columns(['campaign_id', 'sent_at'])
      .execute();
  },
};
