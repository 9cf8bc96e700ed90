import type { Kysely, Migration } from 'kysely';

/**
 * A contact's timeline (issue 32 §1) reads each source newest first from a bound on; these
 * indexes on (contact, time, id) make that a range scan that stops after a page, so the first page
 * of a contact with 100,000 opens and clicks costs what a contact with ten does. Each replaces the
 * index on the contact alone, whose lookups (a contact's deletion, its export) it serves too.
 * Campaign sends get none: a contact has one row per campaign, and an index on `sent_at` would be
 * written on every send. Workflow step rows have no contact column: a contact's runs are few.
 */
export const timelineMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const tables = [
      // Type and campaign after the order's columns: the kinds filter and the first page's count
      // read the index alone (the count of 100,000 events went from 95 to 25 ms on SQLite).
      ['tracking_events', 'tracking_events_contact', ['type', 'campaign_id']],
      ['contacts_status_changes', 'contacts_status_changes_contact', []],
      ['forms_submissions', 'forms_submissions_contact_id', []],
      ['forms_consents', 'forms_consents_contact_id', ['kind']],
    ] as const;
    for (const [table, old, covering] of tables) {
      await db.schema
        .createIndex(`${table}_contact_time`)
        .on(table)
        .columns(['contact_id', 'created_at', 'id', ...covering])
        .execute();
      await db.schema.dropIndex(old).ifExists().execute();
    }
  },
};
