import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

/**
 * Campaign details list each recipient's state (issue 24 §4): pending before a send; then
 * skipped (and why), queued, sent, failed (with the server's answer), cancelled, opened, clicked,
 * unsubscribed and bounced; filtered by state, paged, counted per state.
 */
describeEachDatabase('campaign recipients', (database) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ database });
    alice = await server.registerUser();
    bob = await server.registerUser();
  });
  afterAll(() => server.close());

  const as = (user: RegisteredUser) => ({ token: user.token });
  const contact = async (name: string, status = 'subscribed') => {
    const res = await server.post(
      '/api/contacts',
      { firstName: name, lastName: 'Test', email: `${name}@example.com`, status },
      as(alice),
    );
    expect(res.status).toBe(201);
    return res.body.contact.id as number;
  };
  const states = async (path: string, user = alice) => {
    const res = await server.get(path, as(user));
    expect(res.status).toBe(200);
    return res.body as {
      contacts: { id: number; state: string; reason: string | null; sentAt: string | null }[];
      total: number;
      nextCursor: string | null;
      counts?: Record<string, number>;
    };
  };

  describe('a campaign sent to nine contacts', () => {
    let campaignId: number;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      campaignId = (
        await server.post(
          '/api/campaigns',
          { name: 'States', subject: 'S', content: '<p>Hi</p>' },
          as(alice),
        )
      ).body.campaign.id;
      for (const [name, status] of [
        ['queued', 'subscribed'],
        ['sent', 'subscribed'],
        ['failed', 'subscribed'],
        ['opened', 'subscribed'],
        ['clicked', 'subscribed'],
        ['unsub', 'subscribed'],
        ['bounce', 'subscribed'],
        ['optedout', 'unsubscribed'],
        ['dead', 'bounced'],
      ] as const) {
        ids[name] = await contact(`${name}-${database}`, status);
        await server.post(
          `/api/campaigns/${campaignId}/contacts`,
          { contactId: ids[name] },
          as(alice),
        );
      }
    });

    it('before the send: pending, and skipped with the reason for the unsendable', async () => {
      const page = await states(`/api/campaigns/${campaignId}/contacts`);
      const byId = new Map(page.contacts.map((row) => [row.id, row]));
      expect(byId.get(ids.sent!)).toMatchObject({ state: 'pending', reason: null });
      expect(byId.get(ids.optedout!)).toMatchObject({ state: 'skipped', reason: 'unsubscribed' });
      expect(byId.get(ids.dead!)).toMatchObject({ state: 'skipped', reason: 'bounced' });
      expect(page.counts).toMatchObject({ pending: 7, skipped: 2, sent: 0 });
    });

    it('after it: each recipient where it stands, the failure with its answer', async () => {
      expect((await server.post(`/api/campaigns/${campaignId}/send`, {}, as(alice))).status).toBe(
        202,
      );
      // What the engine and tracking record, written as they write it.
      const now = new Date().toISOString();
      const row = (name: string) =>
        server.db
          .updateTable('campaign_recipients')
          .where('campaign_id', '=', campaignId)
          .where('contact_id', '=', ids[name]!);
      for (const name of ['sent', 'opened', 'clicked', 'unsub', 'bounce'])
        await row(name).set({ status: 'sent', sent_at: now }).execute();
      await row('failed')
        .set({ status: 'failed', error: '550 5.1.1 Mailbox does not exist' })
        .execute();
      await row('opened').set({ open_count: 2, first_opened_at: now }).execute();
      await row('clicked').set({ open_count: 1, click_count: 1, first_clicked_at: now }).execute();
      await row('unsub').set({ open_count: 1, unsubscribed_at: now }).execute();
      await row('bounce').set({ bounced_at: now }).execute();

      const page = await states(`/api/campaigns/${campaignId}/contacts`);
      const stateOf = Object.fromEntries(
        Object.entries(ids).map(([name, id]) => [name, page.contacts.find((r) => r.id === id)]),
      );
      expect(stateOf.queued).toMatchObject({ state: 'queued', reason: null, sentAt: null });
      expect(stateOf.sent).toMatchObject({ state: 'sent', sentAt: now });
      expect(stateOf.failed).toMatchObject({
        state: 'failed',
        reason: '550 5.1.1 Mailbox does not exist',
      });
      expect(stateOf.opened).toMatchObject({ state: 'opened' });
      expect(stateOf.clicked).toMatchObject({ state: 'clicked' });
      expect(stateOf.unsub).toMatchObject({ state: 'unsubscribed' });
      expect(stateOf.bounce).toMatchObject({ state: 'bounced' });
      expect(stateOf.optedout).toMatchObject({ state: 'skipped', reason: 'unsubscribed' });
      expect(stateOf.dead).toMatchObject({ state: 'skipped', reason: 'bounced' });
      expect(page.total).toBe(9);
      expect(page.counts).toEqual({
        pending: 0,
        skipped: 2,
        queued: 1,
        sent: 1,
        failed: 1,
        cancelled: 0,
        opened: 1,
        clicked: 1,
        unsubscribed: 1,
        bounced: 1,
      });
    });

    it('filters by state and pages a state without repeating or skipping a row', async () => {
      const skipped = await states(`/api/campaigns/${campaignId}/contacts?state=skipped&limit=1`);
      expect(skipped.total).toBe(2);
      expect(skipped.contacts.map((r) => r.id)).toEqual([ids.optedout]);
      const next = await states(
        `/api/campaigns/${campaignId}/contacts?state=skipped&limit=1&cursor=${skipped.nextCursor}`,
      );
      expect(next.contacts.map((r) => r.id)).toEqual([ids.dead]);
      expect(next.total).toBe(2);
      expect(next.counts).toBeUndefined();
      expect(next.nextCursor).toBeNull();
      const failed = await states(`/api/campaigns/${campaignId}/contacts?state=failed`);
      expect(failed.contacts.map((r) => r.id)).toEqual([ids.failed]);
    });

    it('refuses an unknown state and another owner', async () => {
      const bad = await server.get(`/api/campaigns/${campaignId}/contacts?state=lost`, as(alice));
      expect(bad.status).toBe(400);
      const other = await server.get(`/api/campaigns/${campaignId}/contacts`, as(bob));
      expect(other.status).toBe(404);
    });
  });
});
