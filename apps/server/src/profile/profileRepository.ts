import { sql } from 'kysely';
import type { Db } from '../db/Db';
import { OWNER, type Scope } from '../db/scope';
import type { Database } from '../db/schema';

/** Owned tables whose rows hold no cascade to `users` (kept by triggers): deleted by hand. */
const WITHOUT_CASCADE = [
  'analytics_contact_hours',
  'analytics_campaign_hours',
  'analytics_contact_days',
  'analytics_campaign_days',
] as const satisfies readonly (keyof Database)[];

/**
 * What a download of "all my data" holds: each owned table with an `id`, read in pages. The
 * columns are the stored ones (a faithful copy), less what only the server needs: the outbox's
 * raw MIME is summarised by its subject and recipient, an upload's image is base64.
 */
export const EXPORTED_TABLES = [
  'contacts',
  'campaigns',
  'campaign_recipients',
  'templates',
  'workflows',
  'tracking_events',
  'bounces',
  'outbox_messages',
  'uploads',
  // Signup forms, what was submitted through them and the consent records (issue 28).
  'forms',
  'forms_submissions',
  'forms_consents',
] as const satisfies readonly (keyof Database)[];
export type ExportedTable = (typeof EXPORTED_TABLES)[number];

/** The account's own records as a whole: its download and its deletion (issue 24 §3). */
export function profileRepository({ db }: Db, scope: Scope) {
  return {
    /** Up to `limit` rows of `table` after `afterId`, in id order. */
    async page(table: ExportedTable, afterId: number | string | null, limit: number) {
      let query = db
        .selectFrom(table)
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .orderBy('id')
        .limit(limit);
      if (afterId !== null) query = query.where('id', '>', afterId as never);
      return (await query.execute()) as Record<string, unknown>[];
    },
    /** The campaigns' audiences (a link table with no owner column of its own). */
    async campaignContacts() {
      return db
        .selectFrom('campaign_contacts')
        .innerJoin('campaigns', 'campaigns.id', 'campaign_contacts.campaign_id')
        .select([
          'campaign_contacts.campaign_id',
          'campaign_contacts.contact_id',
          'campaign_contacts.created_at',
        ])
        .where(sql.ref(`campaigns.${OWNER}`), '=', scope.ownerId)
        .execute();
    },
    async settings() {
      return db
        .selectFrom('settings')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirst();
    },
    async subscription() {
      return db
        .selectFrom('billing_subscriptions')
        .selectAll()
        .where(OWNER, '=', scope.ownerId)
        .executeTakeFirst();
    },
    /**
     * Every record of the account: the user row, whose foreign keys cascade to every other owned
     * table (contacts, campaigns and their recipients, templates, workflows, outbox, uploads,
     * tracking, bounces, jobs, sessions, settings, billing), then the analytics totals, which the
     * triggers of those cascaded deletes have just written to.
     */
    async deleteAccount(): Promise<void> {
      await db.deleteFrom('users').where('id', '=', scope.ownerId).execute();
      for (const table of WITHOUT_CASCADE)
        await db.deleteFrom(table).where(OWNER, '=', scope.ownerId).execute();
    },
  };
}
