import type { Contact, ContactPageResponse } from '@crm/api-client';
import { CONTACT_SORTS } from '@crm/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

const COUNT = 137;

/** `GET /api/contacts?offset=`: the page at a position, for a table scrolled far down. */
describeEachDatabase('contacts list by position', (database) => {
  let server: TestServer;
  let owner: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = await server.registerUser();
    // Few distinct names, companies and times, so ties (broken by id) are everywhere.
    await server.db
      .insertInto('contacts')
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          user_id: owner.user.id,
          first_name: ['ann', 'Bob', 'cid', 'Ann'][i % 4]!,
          last_name: ['Zed', 'young'][i % 2]!,
          email: `p${String(i).padStart(3, '0')}@example.com`,
          phone: null,
          company: i % 5 === 0 ? null : ['Acme', 'beta', 'ACME'][i % 3]!,
          position: null,
          status: i % 2 === 0 ? 'lead' : 'subscriber',
          tags: JSON.stringify(i % 3 === 0 ? ['vip'] : []),
          lead_source: null,
          custom_fields: '{}',
          created_at: `2025-01-0${(i % 3) + 1}T00:00:00.000Z`,
        })),
      )
      .execute();
    // Another user's contacts never show up at any position.
    const other = await server.registerUser();
    await server.post(
      '/api/contacts',
      { firstName: 'Other', lastName: 'User', email: 'other@example.com' },
      { token: other.token },
    );
  });
  afterAll(() => server.close());

  const get = <T = ContactPageResponse>(query: string) =>
    server.get<T>(`/api/contacts?${query}`, { token: owner.token });

  /** The whole list in the server's order, walked by cursor. */
  async function walk(query: string): Promise<Contact[]> {
    const seen: Contact[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: ContactPageResponse } = await get(
        `limit=50&${query}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.body.contacts);
      cursor = res.body.nextCursor;
    } while (cursor);
    return seen;
  }

  for (const sort of CONTACT_SORTS) {
    for (const order of ['asc', 'desc'] as const) {
      it(`${sort} ${order}: the page at an offset is that slice of the walked list`, async () => {
        const query = `sort=${sort}&order=${order}`;
        const all = await walk(query);
        for (const offset of [0, 1, 49, 100, COUNT - 3]) {
          const res = await get(`limit=10&offset=${offset}&${query}`);
          expect(res.status).toBe(200);
          expect(res.body.total).toBe(COUNT);
          expect(res.body.contacts.map((c) => c.id)).toEqual(
            all.slice(offset, offset + 10).map((c) => c.id),
          );
        }
      });
    }
  }

  it('with filters: positions count within the matches, and the cursor walks on from there', async () => {
    const query = 'sort=name&order=desc&status=lead&tag=vip';
    const all = await walk(query);
    expect(all).toHaveLength(23);
    const at = await get(`limit=5&offset=10&${query}`);
    expect(at.body.total).toBe(23);
    expect(at.body.contacts.map((c) => c.id)).toEqual(all.slice(10, 15).map((c) => c.id));
    const next = await get(`limit=5&${query}&cursor=${at.body.nextCursor}`);
    expect(next.body.contacts.map((c) => c.id)).toEqual(all.slice(15, 20).map((c) => c.id));
    expect(next.body.total).toBe(23);

    const search = await walk('q=cid');
    const found = await get('limit=4&offset=30&q=cid');
    expect(found.body.total).toBe(search.length);
    expect(found.body.contacts.map((c) => c.id)).toEqual(search.slice(30, 34).map((c) => c.id));
  });

  it('past the end: no contacts, no cursor, the total still told', async () => {
    const res = await get(`limit=10&offset=${COUNT - 2}`);
    expect(res.body.contacts).toHaveLength(2);
    expect(res.body.nextCursor).toBeNull();
    const beyond = await get(`limit=10&offset=${COUNT + 50}`);
    expect(beyond.body).toEqual({ contacts: [], nextCursor: null, total: COUNT });
  });

  it.each([
    ['offset=5', 'Offset needs a limit from 1 to 500', 'limit'],
    ['limit=501&offset=5', 'Limit must be a whole number from 0 to 500', 'limit'],
    ['limit=5&offset=-1', 'Offset must be a whole number from 0 to 100,000,000', 'offset'],
    ['limit=5&offset=1.5', 'Offset must be a whole number from 0 to 100,000,000', 'offset'],
    ['limit=5&offset=100000001', 'Offset must be a whole number from 0 to 100,000,000', 'offset'],
    ['limit=5&offset=5&cursor=abc', 'Give either a cursor or an offset, not both', 'offset'],
  ])('%s answers 400 with a clear message', async (query, message, field) => {
    const res = await get<{ message: string; field: string }>(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, field });
  });

  // PostgreSQL reads an expression's columns from the table unless the index carries them: the
  // jump to row 500,000 of a million by name took 0.5-1.8 s that way (migration 014).
  it.each([
    ['name', `lower(first_name || ' ' || last_name)`],
    ['company', `lower(coalesce(company, ''))`],
  ])('PostgreSQL: a jump by %s walks the sort index alone', async (_, key) => {
    if (server.dialect !== 'postgres') return;
    const plan = await server.db.transaction().execute(async (trx) => {
      // The test's few rows would otherwise be read by a sequential scan, whatever the indexes.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from contacts
        where user_id = ${owner.user.id} order by ${sql.raw(key)}, id limit 10 offset 100`.execute(
        trx,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using contacts_user_(name|company)/);
  });
});
