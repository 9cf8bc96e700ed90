import http from 'node:http';
import type { Contact, ContactPageResponse } from '@crm/api-client';
import { CONTACT_SEARCH_COUNT_CAP, CONTACT_SORTS } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

interface Seed {
  first: string;
  last: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  status?: string;
  tags?: string[];
  createdAt?: string;
}

describeEachDatabase('contacts list', (database) => {
  let server: TestServer;
  let user: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ database });
    [user, other] = [await server.registerUser(), await server.registerUser()];
  });
  afterAll(() => server.close());

  /** Inserts set-based, as the import does, so the triggers (search, count) are what is tested. */
  async function seed(owner: RegisteredUser, rows: Seed[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await server.db
        .insertInto('contacts')
        .values(
          rows.slice(i, i + 500).map((r) => ({
            user_id: owner.user.id,
            first_name: r.first,
            last_name: r.last,
            email: r.email,
            phone: r.phone ?? null,
            company: r.company ?? null,
            position: null,
            status: r.status ?? 'subscriber',
            tags: JSON.stringify(r.tags ?? []),
            lead_source: null,
            custom_fields: '{}',
            created_at: r.createdAt ?? '2025-01-01T00:00:00.000Z',
          })),
        )
        .execute();
    }
  }

  const get = <T = ContactPageResponse>(path: string, owner = user) =>
    server.get<T>(path, { token: owner.token });

  const key = (c: Contact, sort: string) =>
    sort === 'name'
      ? `${c.firstName} ${c.lastName}`.toLowerCase()
      : sort === 'email'
        ? c.email
        : sort === 'company'
          ? (c.company ?? '').toLowerCase()
          : c.createdAt;

  describe('paging', () => {
    let pager: RegisteredUser;
    beforeAll(async () => {
      pager = await server.registerUser();
      // Few distinct names, companies and times, so ties (broken by id) are everywhere.
      await seed(
        pager,
        Array.from({ length: 137 }, (_, i) => ({
          first: ['ann', 'Bob', 'cid', 'Ann'][i % 4]!,
          last: ['Zed', 'young'][i % 2]!,
          email: `p${String(i).padStart(3, '0')}@example.com`,
          company: i % 5 === 0 ? null : ['Acme', 'beta', 'ACME'][i % 3]!,
          createdAt: `2025-01-0${(i % 3) + 1}T00:00:00.000Z`,
        })),
      );
    });

    for (const sort of CONTACT_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        it(`${sort} ${order}: every contact exactly once, in order`, async () => {
          const seen = await walkAs(pager, `limit=10&sort=${sort}&order=${order}`);
          expect(seen).toHaveLength(137);
          expect(new Set(seen.map((c) => c.id)).size).toBe(137);
          const expected = [...seen].sort((a, b) => {
            const [ka, kb] = [key(a, sort), key(b, sort)];
            const byKey = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
            return order === 'asc' ? byKey : -byKey;
          });
          expect(seen.map((c) => c.id)).toEqual(expected.map((c) => c.id));
        });
      }
    }
  });

  it('inserts and deletes between pages neither repeat nor skip the contacts that stay', async () => {
    const owner = await server.registerUser();
    await seed(
      owner,
      Array.from({ length: 60 }, (_, i) => ({
        first: `N${String(i).padStart(2, '0')}`,
        last: 'Stable',
        email: `s${i}@example.com`,
      })),
    );
    const initial = (await get(`/api/contacts?limit=500&sort=name`, owner)).body.contacts;
    const deleted = new Set<number>();
    let added = 0;
    const seen: Contact[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: ContactPageResponse } = await get(
        `/api/contacts?limit=7&sort=name${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        owner,
      );
      seen.push(...res.body.contacts);
      cursor = res.body.nextCursor;
      // Delete one contact not yet seen and one already seen; add one before and one after.
      const unseen = initial.find((c) => !seen.some((s) => s.id === c.id) && !deleted.has(c.id));
      for (const victim of [unseen, seen[0]]) {
        if (victim && !deleted.has(victim.id)) {
          await server.delete(`/api/contacts/${victim.id}`, { token: owner.token });
          deleted.add(victim.id);
        }
      }
      for (const first of ['A', 'Z']) {
        await server.post(
          '/api/contacts',
          { firstName: `${first}${added}`, lastName: 'New', email: `new${added++}@example.com` },
          { token: owner.token },
        );
      }
    } while (cursor);
    const ids = seen.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stayed = initial.filter((c) => !deleted.has(c.id)).map((c) => c.id);
    expect(ids.filter((id) => stayed.includes(id))).toEqual(stayed);
  });

  describe('filters, search and counts', () => {
    beforeAll(async () => {
      await seed(user, [
        { first: 'Ana', last: 'García', email: 'ana.garcia@example.com', company: 'Acme Ltd' },
        { first: 'Ánxel', last: 'Núñez', email: 'anxel@correo.es', phone: '+34 600 123 456' },
        { first: 'José', last: 'Garcia', email: 'jose@example.com', tags: ['vip', 'Madrid'] },
        {
          first: 'Grace',
          last: 'Hopper',
          email: 'grace@navy.mil',
          company: 'US Navy',
          status: 'lead',
          tags: ['vip'],
        },
        { first: 'Björk', last: 'Guðmundsdóttir', email: 'bjork@example.is', status: 'lead' },
      ]);
      // Another user's García must never show up.
      await seed(other, [
        {
          first: 'Ana',
          last: 'García',
          email: 'ana.garcia@example.com',
          tags: ['vip', 'Secret'],
        },
      ]);
    });

    const search = async (q: string, owner = user) => {
      const res = await get(`/api/contacts?limit=50&sort=email&q=${encodeURIComponent(q)}`, owner);
      expect(res.status, res.text).toBe(200);
      expect(res.body.total).toBe(res.body.contacts.length);
      return res.body.contacts.map((c) => c.email);
    };

    it.each([
      ['ana gar', ['ana.garcia@example.com']],
      ['garcia', ['ana.garcia@example.com', 'jose@example.com']],
      ['GARCÍA', ['ana.garcia@example.com', 'jose@example.com']],
      ['gar', ['ana.garcia@example.com', 'jose@example.com']],
      ['anxel', ['anxel@correo.es']],
      ['nunez', ['anxel@correo.es']],
      ['jose garcia', ['jose@example.com']],
      ['correo', ['anxel@correo.es']],
      ['ana.garcia@example.com', ['ana.garcia@example.com']],
      ['acme', ['ana.garcia@example.com']],
      ['navy', ['grace@navy.mil']],
      ['600 123', ['anxel@correo.es']],
      ['madrid', ['jose@example.com']],
      ['VIP', ['grace@navy.mil', 'jose@example.com']],
      ['hopper grace', ['grace@navy.mil']],
      ['bjork', ['bjork@example.is']],
      ['arcia', []],
      ['ana zzz', []],
    ])('q=%j finds %j', async (q, expected) => {
      expect(await search(q)).toEqual(expected);
    });

    it('a blank or punctuation-only search is no search', async () => {
      expect(await search('  ')).toHaveLength(5);
      expect(await search('@@')).toHaveLength(5);
    });

    it('filters by tag and status, alone and with a search', async () => {
      const emails = async (query: string) =>
        (await get(`/api/contacts?limit=50&sort=email&${query}`)).body.contacts.map((c) => c.email);
      expect(await emails('tag=vip')).toEqual(['grace@navy.mil', 'jose@example.com']);
      expect(await emails('tag=Madrid&status=subscriber')).toEqual(['jose@example.com']);
      expect(await emails('status=lead')).toEqual(['bjork@example.is', 'grace@navy.mil']);
      expect(await emails('status=lead&q=grace')).toEqual(['grace@navy.mil']);
      expect(await emails('tag=nope')).toEqual([]);
    });

    it('a tag filter ignores case as search does, and matches whole tags only', async () => {
      const emails = async (query: string) =>
        (await get(`/api/contacts?limit=50&sort=email&${query}`)).body.contacts.map((c) => c.email);
      expect(await emails('tag=VIP')).toEqual(['grace@navy.mil', 'jose@example.com']);
      expect(await emails('tag=madrid')).toEqual(['jose@example.com']);
      expect((await get('/api/contacts/count?tag=Vip')).body).toEqual({ total: 2 });
      // A part of a tag, or a word found elsewhere in the contact, is not the tag.
      expect(await emails('tag=vi')).toEqual([]);
      expect(await emails('tag=garcia')).toEqual([]);
    });

    it('suggests the account’s own tags, most used first, by the start of a word', async () => {
      const tags = async (q = '') =>
        (await get<{ tags: string[] }>(`/api/contacts/tags?q=${encodeURIComponent(q)}`)).body.tags;
      expect(await tags()).toEqual(['vip', 'Madrid']);
      expect(await tags('MA')).toEqual(['Madrid']);
      expect(await tags('v')).toEqual(['vip']);
      expect(await tags('secret')).toEqual([]);
      expect(await tags('drid')).toEqual([]);
      const anonymous = await server.get('/api/contacts/tags');
      expect(anonymous.status).toBe(401);
    });

    it('counts: /count, limit=0 and total agree, with and without a filter', async () => {
      expect((await get('/api/contacts/count')).body).toEqual({ total: 5 });
      expect((await get('/api/contacts?limit=0')).body).toEqual({ total: 5 });
      expect((await get('/api/contacts/count?q=garcia')).body).toEqual({ total: 2 });
      expect((await get('/api/contacts?limit=0&status=lead&tag=vip')).body).toEqual({ total: 1 });
      expect((await get('/api/contacts/count', other)).body).toEqual({ total: 1 });
      expect((await get('/api/contacts?limit=1&q=garcia')).body).toMatchObject({ total: 2 });
    });

    it('an edit and a delete reach the search index and the count', async () => {
      const owner = await server.registerUser();
      const created = await server.post(
        '/api/contacts',
        { firstName: 'Zoë', lastName: 'Quill', email: 'zq@example.com' },
        { token: owner.token },
      );
      const id = created.body.contact.id as number;
      expect(await search('zoe', owner)).toEqual(['zq@example.com']);
      const patched = await server.patch(
        `/api/contacts/${id}`,
        {
          lastName: 'Ibáñez',
          status: 'customer',
          tags: ['gold'],
          leadSource: 'Fair',
          customFields: { size: 'L' },
        },
        { token: owner.token },
      );
      expect(patched.body.contact).toMatchObject({
        status: 'customer',
        tags: ['gold'],
        leadSource: 'Fair',
        customFields: { size: 'L' },
      });
      expect(await search('quill', owner)).toEqual([]);
      expect(await search('zoe ibanez', owner)).toEqual(['zq@example.com']);
      expect(await search('gold', owner)).toEqual(['zq@example.com']);
      expect((await get('/api/contacts/count', owner)).body).toEqual({ total: 1 });
      await server.delete(`/api/contacts/${id}`, { token: owner.token });
      expect(await search('zoe', owner)).toEqual([]);
      expect((await get('/api/contacts/count', owner)).body).toEqual({ total: 0 });
    });
  });

  it('the unpaged list streams every contact, equal to the pages joined', async () => {
    const owner = await server.registerUser();
    await seed(
      owner,
      Array.from({ length: 2345 }, (_, i) => ({
        first: `F${i}`,
        last: 'Stream',
        email: `st${i}@example.com`,
        tags: i % 2 ? ['odd'] : [],
      })),
    );
    const streamed = await get<{ contacts: Contact[] }>('/api/contacts', owner);
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toContain('application/json');
    const paged = await walkAs(owner, 'limit=500');
    expect(streamed.body.contacts).toHaveLength(2345);
    expect(streamed.body.contacts).toEqual(paged);
    const filtered = await get<{ contacts: Contact[] }>('/api/contacts?tag=odd&sort=email', owner);
    expect(filtered.body.contacts).toEqual(await walkAs(owner, 'limit=500&tag=odd&sort=email'));
    expect((await get<{ contacts: Contact[] }>('/api/contacts', other)).body.contacts).toHaveLength(
      1,
    );
    // Compressed as it streams: chunked with no Content-Length, unlike a body buffered whole to
    // be compressed (three lists of a million contacts held 1.9 GB that way).
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await server.get<{ contacts: Contact[] }>('/api/contacts', {
        token: owner.token,
        headers: { 'Accept-Encoding': accept },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.body.contacts).toEqual(paged);
    }
  });

  it('a client leaving mid-list is one line in the log, not an error, and the server goes on', async () => {
    const owner = await server.registerUser({ plan: 'pro' });
    await seed(
      owner,
      Array.from({ length: 20_000 }, (_, i) => ({
        first: 'L',
        last: 'Leaves',
        email: `lv${i}@example.com`,
      })),
    );
    for (const encoding of ['identity', 'gzip']) {
      const errors = vi.spyOn(console, 'error');
      const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
      try {
        await new Promise<void>((resolve, reject) => {
          const request = http.get(
            new URL('/api/contacts', server.baseUrl),
            { headers: { Authorization: `Bearer ${owner.token}`, 'Accept-Encoding': encoding } },
            (response) => response.once('data', () => request.destroy()),
          );
          request.on('error', () => {}).on('close', resolve);
          setTimeout(() => reject(new Error('the list never started')), 30_000);
        });
        await vi.waitFor(() =>
          expect(infos).toHaveBeenCalledWith(
            'contacts list: the client closed the connection before the end',
          ),
        );
        expect(errors).not.toHaveBeenCalled();
      } finally {
        errors.mockRestore();
        infos.mockRestore();
      }
    }
    expect((await get('/api/contacts?limit=0', owner)).body).toEqual({ total: 20_000 });
  });

  async function walkAs(owner: RegisteredUser, query: string) {
    const seen: Contact[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: ContactPageResponse } = await get(
        `/api/contacts?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        owner,
      );
      seen.push(...res.body.contacts);
      cursor = res.body.nextCursor;
    } while (cursor);
    return seen;
  }

  it.each([
    ['limit=501', 'Limit must be a whole number from 0 to 500', 'limit'],
    ['limit=ten', 'Limit must be a whole number from 0 to 500', 'limit'],
    ['limit=-1', 'Limit must be a whole number from 0 to 500', 'limit'],
    ['limit=5&sort=phone', 'Sort must be one of name, email, company, createdAt', 'sort'],
    ['limit=5&order=sideways', 'Order must be asc or desc', 'order'],
    ['limit=5&cursor=!!', 'Invalid cursor: start again from the first page', 'cursor'],
    ['limit=5&cursor=bm90LWpzb24', 'Invalid cursor: start again from the first page', 'cursor'],
    [`limit=5&q=${'x'.repeat(201)}`, 'Search must be at most 200 characters', 'q'],
  ])('%s answers 400 with a clear message', async (query, message, field) => {
    const res = await get(`/api/contacts?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
  });

  it('a search counts exactly up to the cap and says "more" past it, on every page', async () => {
    const owner = await server.registerUser();
    const many = CONTACT_SEARCH_COUNT_CAP + 4;
    await seed(
      owner,
      Array.from({ length: many }, (_, i) => ({
        first: i < 3 ? 'Rare' : 'Common',
        last: `Name${i}`,
        email: `cap${i}@example.com`,
      })),
    );
    const few = await get(`/api/contacts?limit=2&q=rare`, owner);
    expect(few.body).toMatchObject({ total: 3 });
    expect(few.body.totalCapped).toBeUndefined();
    const first = await get(`/api/contacts?limit=2&q=common`, owner);
    expect(first.body).toMatchObject({ total: CONTACT_SEARCH_COUNT_CAP, totalCapped: true });
    expect(first.body.contacts.map((c) => c.firstName)).toEqual(['Common', 'Common']);
    const next = await get(`/api/contacts?limit=2&q=common&cursor=${first.body.nextCursor}`, owner);
    expect(next.body).toMatchObject({ total: CONTACT_SEARCH_COUNT_CAP, totalCapped: true });
    expect(next.body.contacts[0]!.id).not.toBe(first.body.contacts[1]!.id);
    // The count route stays exact.
    const count = await get<{ total: number }>('/api/contacts/count?q=common', owner);
    expect(count.body.total).toBe(many - 3);
  });

  it('a cursor of another sort or search is refused', async () => {
    const first = await get('/api/contacts?limit=1&sort=name');
    const cursor = first.body.nextCursor!;
    const res = await get<{ message: string }>(`/api/contacts?limit=1&sort=email&cursor=${cursor}`);
    expect(res.status).toBe(400);
    const otherSearch = await get<{ message: string }>(
      `/api/contacts?limit=1&sort=name&q=ana&cursor=${cursor}`,
    );
    expect(otherSearch.body.message).toBe(res.body.message);
    expect(res.body.message).toBe(
      'This cursor belongs to another sort, search or filter: start again from the first page',
    );
  });

  it('needs a session', async () => {
    expect((await server.get('/api/contacts/count')).status).toBe(401);
    expect((await server.post('/api/contacts/bulk/delete', { ids: [1] })).status).toBe(401);
  });

  describe('bulk actions', () => {
    let owner: RegisteredUser;
    let stranger: RegisteredUser;
    const ids = async (who: RegisteredUser, query = '') =>
      (await get(`/api/contacts?limit=500&sort=email${query}`, who)).body.contacts;

    beforeAll(async () => {
      owner = await server.registerUser();
      stranger = await server.registerUser();
      const rows = (prefix: string) =>
        Array.from({ length: 6 }, (_, i) => ({
          first: `${prefix}${i}`,
          last: i < 3 ? 'Alpha' : 'Beta',
          email: `${prefix}${i}@example.com`,
          status: i % 2 ? 'lead' : 'subscriber',
        }));
      await seed(owner, rows('o'));
      await seed(stranger, rows('s'));
    });

    it('add a tag to ids, skipping another user’s ids, and to all matching a filter', async () => {
      const mine = await ids(owner);
      const theirs = await ids(stranger);
      const res = await server.post(
        '/api/contacts/bulk/tag',
        { ids: [mine[0]!.id, mine[1]!.id, theirs[0]!.id], tag: 'vip' },
        { token: owner.token },
      );
      expect(res.body).toEqual({ affected: 2 });
      expect((await ids(owner, '&tag=vip')).map((c) => c.email)).toEqual([
        'o0@example.com',
        'o1@example.com',
      ]);
      expect(await ids(stranger, '&tag=vip')).toEqual([]);
      const byFilter = await server.post(
        '/api/contacts/bulk/tag',
        { filter: { q: 'beta' }, tag: 'vip' },
        { token: owner.token },
      );
      expect(byFilter.body).toEqual({ affected: 3 });
      const tagged = await ids(owner, '&tag=vip');
      expect(tagged).toHaveLength(5);
      // Tagging twice keeps one copy.
      await server.post(
        '/api/contacts/bulk/tag',
        { ids: [mine[0]!.id], tag: 'vip' },
        { token: owner.token },
      );
      expect((await ids(owner))[0]!.tags).toEqual(['vip']);
      expect((await get('/api/contacts/count?q=vip', owner)).body).toEqual({ total: 5 });
    });

    it('add to a campaign: only the user’s own campaign, only the user’s contacts', async () => {
      const campaign = await server.post(
        '/api/campaigns',
        { name: 'Spring', subject: 'Hi', content: '<p>x</p>' },
        { token: owner.token },
      );
      expect(campaign.status, campaign.text).toBe(201);
      const campaignId = campaign.body.campaign.id as number;
      const theirs = await ids(stranger);
      expect(
        (
          await server.post(
            '/api/contacts/bulk/campaign',
            { ids: [theirs[0]!.id], campaignId },
            { token: stranger.token },
          )
        ).status,
      ).toBe(404);
      const res = await server.post(
        '/api/contacts/bulk/campaign',
        { filter: { status: 'lead' }, campaignId },
        { token: owner.token },
      );
      expect(res.body).toEqual({ affected: 3 });
      const again = await server.post(
        '/api/contacts/bulk/campaign',
        { filter: {}, campaignId },
        { token: owner.token },
      );
      expect(again.body).toEqual({ affected: 6 });
      const links = await server.db
        .selectFrom('campaign_contacts')
        .select('contact_id')
        .where('campaign_id', '=', campaignId)
        .execute();
      expect(links).toHaveLength(6);
    });

    it('delete by ids and by filter, atomically and only the user’s', async () => {
      const mine = await ids(owner);
      const theirs = await ids(stranger);
      const res = await server.post(
        '/api/contacts/bulk/delete',
        { ids: [mine[0]!.id, theirs[0]!.id] },
        { token: owner.token },
      );
      expect(res.body).toEqual({ affected: 1 });
      const byFilter = await server.post(
        '/api/contacts/bulk/delete',
        { filter: { status: 'lead', q: 'alpha' } },
        { token: owner.token },
      );
      expect(byFilter.body).toEqual({ affected: 1 });
      expect((await ids(owner)).map((c) => c.email)).toEqual([
        'o2@example.com',
        'o3@example.com',
        'o4@example.com',
        'o5@example.com',
      ]);
      expect(await ids(stranger)).toHaveLength(6);
      expect((await get('/api/contacts/count', owner)).body).toEqual({ total: 4 });
      expect((await get('/api/contacts/count', stranger)).body).toEqual({ total: 6 });
    });

    // More than 10,000 matches run as a background job: contactsBulkJobs.test.ts.

    it.each([
      [{}, 'Choose the contacts: either ids or a filter'],
      [{ ids: [1], filter: {} }, 'Choose the contacts: either ids or a filter'],
      [{ ids: [] }, 'Choose at least one contact'],
      [{ ids: 'all' }, 'Ids must be a list of contact ids'],
      [{ filter: { q: 5 } }, 'Search must be text'],
    ])('%j answers 400: %s', async (body, message) => {
      const res = await server.post('/api/contacts/bulk/delete', body, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });
});
