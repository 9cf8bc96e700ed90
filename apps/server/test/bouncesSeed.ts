import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { defaultConfig, type ServerConfig } from '../src/config';

/** The secret and domain the committed fixtures' VERP addresses were signed with. */
export const FIXTURE_SECRET = 'beacon-fixture-secret';
export const FIXTURE_BOUNCE_DOMAIN = 'bounces.beacon.test';

export const fixturesDir = path.resolve(import.meta.dirname, 'fixtures/bounces');
export const fixture = (file: string) => fs.readFileSync(path.join(fixturesDir, file));

/** Server configuration whose VERP addresses match the fixtures'. */
export const bounceTestConfig = (overrides: Partial<ServerConfig['bounces']> = {}) => ({
  mail: { ...defaultConfig.mail, appSecret: FIXTURE_SECRET },
  bounces: { ...defaultConfig.bounces, domain: FIXTURE_BOUNCE_DOMAIN, ...overrides },
});

/**
 * A contact and a campaign message already sent to it: the recipient row a report names. The id
 * can be given, to match a fixture's VERP token.
 */
export async function seedSentMessage(
  db: Kysely<Database>,
  options: {
    userId: number;
    email: string;
    recipientId?: number;
    messageId?: string;
    contactId?: number;
    sentAt?: Date;
  },
): Promise<{ recipientId: number; contactId: number; campaignId: number }> {
  const now = new Date().toISOString();
  const contactId =
    options.contactId ??
    (
      await db
        .insertInto('contacts')
        .values({
          user_id: options.userId,
          first_name: 'Test',
          last_name: 'Reader',
          email: options.email,
          phone: null,
          company: null,
          position: null,
          status: 'subscribed',
          tags: '[]',
          lead_source: null,
          custom_fields: '{}',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const { id: campaignId } = await db
    .insertInto('campaigns')
    .values({
      user_id: options.userId,
      name: 'November newsletter',
      subject: 'Our November newsletter',
      content: '<p>Hello</p>',
      status: 'sent',
      scheduled_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: recipientId } = await db
    .insertInto('campaign_recipients')
    .values({
      ...(options.recipientId ? { id: options.recipientId } : {}),
      campaign_id: campaignId,
      user_id: options.userId,
      contact_id: contactId,
      email: options.email,
      status: 'sent',
      next_attempt_at: now,
      claimed_by: null,
      claimed_until: null,
      sent_at: (options.sentAt ?? new Date()).toISOString(),
      error: null,
      message_id: options.messageId ?? `<${Math.random().toString(36).slice(2)}@beacon.test>`,
      first_opened_at: null,
      first_clicked_at: null,
      unsubscribed_at: null,
      bounced_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recipientId, contactId, campaignId };
}
