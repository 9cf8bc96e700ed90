import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDesign } from './fixtures';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

describeEachDatabase('campaigns', (database) => {
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
  const create = async (user: RegisteredUser, fields: Record<string, unknown> = {}) => {
    const res = await server.post(
      '/api/campaigns',
      { name: 'Campaign', subject: 'Subject', content: '<p>Hi</p>', ...fields },
      as(user),
    );
    expect(res.status).toBe(201);
    return res.body.campaign as { id: number; name: string; status: string };
  };
  const addContact = async (user: RegisteredUser, campaignId: number, email: string) => {
    const contact = (
      await server.post(
        '/api/contacts',
        { firstName: 'First', lastName: email, email: `${email}@example.com` },
        as(user),
      )
    ).body.contact;
    const res = await server.post(
      `/api/campaigns/${campaignId}/contacts`,
      { contactId: contact.id },
      as(user),
    );
    expect(res.status).toBe(201);
    return contact.id as number;
  };

  describe('search and pages', () => {
    let owner: RegisteredUser;
    beforeAll(async () => {
      owner = await server.registerUser();
      for (let i = 1; i <= 7; i++) await create(owner, { name: `Weekly ${i}`, subject: 'News' });
      await create(owner, { name: 'Spring', subject: 'SALE: 50% off_now' });
      await create(bob, { name: 'Weekly from Bob', subject: 'News' });
    });

    it('matches name or subject ignoring case, newest first, with a total', async () => {
      const byName = await server.get('/api/campaigns?q=weekly', as(owner));
      expect(byName.status).toBe(200);
      expect(byName.body.total).toBe(7);
      expect(byName.body.campaigns.map((c: { name: string }) => c.name)).toEqual(
        [7, 6, 5, 4, 3, 2, 1].map((i) => `Weekly ${i}`),
      );
      expect(byName.body.nextCursor).toBeNull();
      const bySubject = await server.get('/api/campaigns?q=sale', as(owner));
      expect(bySubject.body.campaigns.map((c: { name: string }) => c.name)).toEqual(['Spring']);
    });

    it('takes % and _ in the search literally', async () => {
      expect((await server.get('/api/campaigns?q=50%25', as(owner))).body.total).toBe(1);
      expect((await server.get('/api/campaigns?q=f_n', as(owner))).body.total).toBe(1);
      expect((await server.get('/api/campaigns?q=%25%25%25', as(owner))).body.total).toBe(0);
      expect((await server.get('/api/campaigns?q=_', as(owner))).body.total).toBe(1);
    });

    it('walks every page by cursor without repeating or skipping a row', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: { body: { campaigns: { id: number }[]; nextCursor: string | null } } =
          await server.get(`/api/campaigns?limit=3${cursor ? `&cursor=${cursor}` : ''}`, as(owner));
        seen.push(...res.body.campaigns.map((c) => c.id));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(8);
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      expect(new Set(seen).size).toBe(8);
    });

    it('keeps the spec list whole without parameters and refuses a bad limit or cursor', async () => {
      const whole = await server.get('/api/campaigns', as(owner));
      expect(Object.keys(whole.body)).toEqual(['campaigns']);
      expect(whole.body.campaigns).toHaveLength(8);
      for (const bad of ['limit=0', 'limit=101', 'limit=x', 'cursor=abc', 'cursor=-1']) {
        const res = await server.get(`/api/campaigns?${bad}`, as(owner));
        expect(res.status, bad).toBe(400);
      }
    });

    it("never shows another user's campaigns", async () => {
      const res = await server.get('/api/campaigns?q=bob', as(owner));
      expect(res.body).toEqual({ campaigns: [], nextCursor: null, total: 0 });
    });
  });

  describe('a draft', () => {
    it('keeps its design, is edited while a draft and refused once scheduled', async () => {
      const campaign = await create(alice, { design: validDesign });
      const read = await server.get(`/api/campaigns/${campaign.id}`, as(alice));
      // The stored design is the parsed one: the same elements and style (a version may be added).
      expect(JSON.parse(read.body.campaign.design)).toMatchObject(JSON.parse(validDesign));

      const patched = await server.patch(
        `/api/campaigns/${campaign.id}`,
        {
          name: 'Renamed',
          status: 'scheduled',
          scheduledAt: '2031-01-02T10:00:00+01:00',
          sentCount: 99,
        },
        as(alice),
      );
      expect(patched.status).toBe(200);
      expect(patched.body.campaign).toMatchObject({
        name: 'Renamed',
        subject: 'Subject',
        status: 'scheduled',
        scheduledAt: '2031-01-02T09:00:00.000Z',
        sentCount: 0,
      });
      const again = await server.patch(`/api/campaigns/${campaign.id}`, { name: 'x' }, as(alice));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Only draft campaigns can be edited');
    });

    it.each([
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ status: 'sent' }, 'status', 'Status must be one of draft, scheduled'],
      [{ design: '{"elements": 5}' }, 'design', undefined],
      [{ design: 'nope' }, 'design', 'Design must be a JSON object'],
    ])('refuses %j', async (change, field, message) => {
      const campaign = await create(alice);
      const res = await server.patch(`/api/campaigns/${campaign.id}`, change, as(alice));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      if (message) expect(res.body.message).toBe(message);
    });
  });

  it('duplicates into a new draft with the same contacts, archives and deletes', async () => {
    const campaign = await create(alice, { name: 'Launch', status: 'scheduled' });
    await addContact(alice, campaign.id, 'dup-a');
    await addContact(alice, campaign.id, 'dup-b');

    const copy = await server.post(`/api/campaigns/${campaign.id}/duplicate`, {}, as(alice));
    expect(copy.status).toBe(201);
    expect(copy.body.campaign).toMatchObject({
      name: 'Launch (copy)',
      status: 'draft',
      scheduledAt: null,
    });
    expect(copy.body.campaign.id).not.toBe(campaign.id);
    const copied = await server.get(`/api/campaigns/${copy.body.campaign.id}/contacts`, as(alice));
    expect(copied.body.total).toBe(2);

    const archived = await server.post(`/api/campaigns/${campaign.id}/archive`, {}, as(alice));
    expect(archived.body.campaign.status).toBe('archived');

    expect((await server.delete(`/api/campaigns/${campaign.id}`, as(alice))).status).toBe(204);
    expect((await server.get(`/api/campaigns/${campaign.id}`, as(alice))).status).toBe(404);
    expect((await server.delete(`/api/campaigns/${campaign.id}`, as(alice))).status).toBe(404);
    // The copy's contacts are its own.
    expect(
      (await server.get(`/api/campaigns/${copy.body.campaign.id}/contacts`, as(alice))).body.total,
    ).toBe(2);
  });

  it('pages the contacts added to a campaign', async () => {
    const campaign = await create(alice);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addContact(alice, campaign.id, `page-${i}`));
    const first = await server.get(`/api/campaigns/${campaign.id}/contacts?limit=2`, as(alice));
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);
    expect(first.body.contacts[0]).toEqual({
      id: ids[0],
      firstName: 'First',
      lastName: 'page-0',
      email: 'page-0@example.com',
      addedAt: expect.any(String),
      state: 'pending',
      reason: null,
      sentAt: null,
    });
    const seen = [...first.body.contacts];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await server.get(
        `/api/campaigns/${campaign.id}/contacts?limit=2&cursor=${cursor}`,
        as(alice),
      );
      seen.push(...next.body.contacts);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((contact: { id: number }) => contact.id)).toEqual(ids);
  });

  it('says who Send now would reach: the added contacts less the unsubscribed and bounced', async () => {
    const campaign = await create(alice, { name: 'Audience' });
    const audience = async (user = alice) =>
      server.get(`/api/campaigns/${campaign.id}/audience`, as(user));
    const none = { unsubscribed: 0, bounced: 0, pending: 0, suppressed: 0, excluded: 0 };
    expect((await audience()).body).toEqual({
      audience: { recipients: 0, skipped: 0, leftOut: none },
    });
    await addContact(alice, campaign.id, 'audience-a');
    await addContact(alice, campaign.id, 'audience-b');
    const gone = await addContact(alice, campaign.id, 'audience-gone');
    const bounced = await addContact(alice, campaign.id, 'audience-bounced');
    await server.db
      .updateTable('contacts')
      .set({ status: 'unsubscribed' })
      .where('id', '=', gone)
      .execute();
    await server.db
      .updateTable('contacts')
      .set({ status: 'bounced' })
      .where('id', '=', bounced)
      .execute();
    expect((await audience()).body).toEqual({
      audience: { recipients: 2, skipped: 2, leftOut: { ...none, unsubscribed: 1, bounced: 1 } },
    });
    // The send queues exactly the people the confirmation named.
    const sent = await server.post(`/api/campaigns/${campaign.id}/send`, undefined, as(alice));
    expect(sent.body.progress.total).toBe(2);
    expect((await audience(bob)).status).toBe(404);
    // Once sending, the audience is fixed: a contact can no longer be added.
    const late = (
      await server.post(
        '/api/contacts',
        { firstName: 'Late', lastName: 'Comer', email: 'audience-late@example.com' },
        as(alice),
      )
    ).body.contact;
    const refused = await server.post(
      `/api/campaigns/${campaign.id}/contacts`,
      { contactId: late.id },
      as(alice),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This campaign is sending and cannot take new contacts');
  });

  it("keeps every action on another user's campaign a 404", async () => {
    const campaign = await create(alice, { name: 'Private' });
    await addContact(alice, campaign.id, 'private');
    const path = `/api/campaigns/${campaign.id}`;
    const answers = await Promise.all([
      server.get(path, as(bob)),
      server.patch(path, { name: 'Mine' }, as(bob)),
      server.post(`${path}/duplicate`, {}, as(bob)),
      server.post(`${path}/archive`, {}, as(bob)),
      server.delete(path, as(bob)),
      server.get(`${path}/contacts`, as(bob)),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404, 404]);
    const still = await server.get(path, as(alice));
    expect(still.body.campaign).toMatchObject({ name: 'Private', status: 'draft' });
    expect((await server.get(`${path}/contacts`, as(alice))).body.total).toBe(1);
    expect((await server.get('/api/campaigns?q=private', as(bob))).body.total).toBe(0);
  });

  it('needs a session', async () => {
    expect((await server.get('/api/campaigns?q=x')).status).toBe(401);
    expect((await server.post('/api/campaigns/1/duplicate', {})).status).toBe(401);
  });
});
