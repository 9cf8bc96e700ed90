import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/** A message of a campaign, as the sending and tracking paths leave its row. */
export interface SeedRecipient {
  campaign: number;
  /** When it was delivered; null while queued or after a failure. */
  sentAt: string | null;
  /** @default 'sent' */
  status?: 'queued' | 'sent' | 'failed';
  /** When it was first opened (or clicked); `true` for the moment it was sent. */
  opened?: string | boolean;
  clicked?: string | boolean;
  /** @default null: a contact deleted since */
  contact?: number;
}

export type SeedEvent = [
  type: 'open' | 'click' | 'unsubscribe' | 'bounce',
  at: string,
  contact?: number,
];

/**
 * Rows for the analytics tests, written straight into the tables the analytics read (and whose
 * triggers keep the totals), at chosen moments: what the product's own paths would leave there.
 */
export function analyticsSeed(db: Kysely<Database>) {
  // Unique e-mail addresses across every call on this database.
  let seq = 0;
  const moment = (value: string | boolean | undefined, sentAt: string | null) =>
    value === true ? sentAt : value || null;
  return {
    /** Contacts created at these moments, each optionally named 'First Last'; returns their ids. */
    async addContacts(userId: number, rows: (string | [createdAt: string, name?: string])[]) {
      const inserted = await db
        .insertInto('contacts')
        .values(
          rows.map((row) => {
            const [created_at, name = 'C X'] = typeof row === 'string' ? [row] : row;
            const [first_name = '', last_name = ''] = name.split(' ');
            return {
              user_id: userId,
              first_name,
              last_name,
              email: `c${seq++}@example.test`,
              status: 'subscriber',
              tags: '[]',
              custom_fields: '{}',
              created_at,
            };
          }),
        )
        .returning('id')
        .execute();
      return inserted.map((r) => r.id);
    },

    /** A sent campaign (its messages come from `addRecipients`); returns its id. */
    async addCampaign(userId: number, name: string, sentCount = 0) {
      const row = await db
        .insertInto('campaigns')
        .values({
          user_id: userId,
          name,
          subject: name,
          content: '<p>Hi</p>',
          status: 'sent',
          sent_count: sentCount,
          created_at: '2026-01-01T09:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async addRecipients(userId: number, rows: SeedRecipient[]) {
      await db
        .insertInto('campaign_recipients')
        .values(
          rows.map((r) => {
            const opened = moment(r.opened, r.sentAt);
            const clicked = moment(r.clicked, r.sentAt);
            return {
              campaign_id: r.campaign,
              user_id: userId,
              contact_id: r.contact ?? null,
              email: `r${seq++}@example.test`,
              status: r.status ?? 'sent',
              next_attempt_at: r.sentAt ?? '2026-02-01T09:00:00.000Z',
              sent_at: r.sentAt,
              first_opened_at: opened,
              open_count: opened ? 1 : 0,
              first_clicked_at: clicked,
              click_count: clicked ? 1 : 0,
              created_at: '2026-02-01T09:00:00.000Z',
            };
          }),
        )
        .execute();
    },

    /** Opens, clicks, unsubscribes and bounces as tracking records them. */
    async addEvents(userId: number, campaign: number | null, events: SeedEvent[]) {
      await db
        .insertInto('tracking_events')
        .values(
          events.map(([type, created_at, contact]) => ({
            user_id: userId,
            campaign_id: campaign,
            contact_id: contact ?? null,
            type,
            url: null,
            created_at,
          })),
        )
        .execute();
    },
  };
}
