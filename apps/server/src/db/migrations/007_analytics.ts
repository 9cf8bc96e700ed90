import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for the analytics summary (issue 15). The summary reads one account's send rows by the
 * time they were delivered and its unsubscribe and bounce events by time; without these both were
 * scans of every account's rows. The recipient index also carries the columns the summary counts
 * (campaign, status, first open and click), so PostgreSQL and SQLite answer from the index alone.
 * Contacts by creation time already have `contacts_user_created` (migration 004).
 */
export const analyticsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('campaign_recipients_user_sent')
      .on('campaign_recipients')
      .columns([
        'user_id',
        'sent_at',
        'campaign_id',
        'status',
        'first_opened_at',
        'first_clicked_at',
      ])
      .execute();
    await db.schema
      .createIndex('email_events_user_type_created')
      .on('email_events')
      .columns(['user_id', 'type', 'created_at'])
      .execute();
  },
};
