import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { uploadFile } from './transferHelpers';

/**
 * Issue 31 §1: the import keeps the search index, the contact count and the analytics totals
 * exactly as row-by-row inserts would: the guard for any bulk upkeep of them that replaces the
 * per-row triggers. What row-by-row inserts
 * give is computed here from the contacts themselves; the FTS5 index is checked by FTS5's own
 * integrity check against its content table.
 */
const ROWS = 3000;
function csv(prefix: string): string {
  const lines = ['First Name,Last Name,Email,Phone,Company,Tags'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `Ana${i},García${i % 7},${prefix}${i}@${i % 3 ? 'gmail.com' : 'shop.example'},+34 600 ${i},Bakery ${i % 11},vip;${i % 2 ? 'b2b' : 'retail'}`,
    );
  return `${lines.join('\n')}\n`;
}

describeEachDatabase('import: derived structures as row by row', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  /** The search's rule: every term starts a word of the names, email, company, phone or tags. */
  const words = (r: {
    first_name: string;
    last_name: string;
    email: string;
    company: string | null;
    phone: string | null;
    tags: string;
  }) =>
    [r.first_name, r.last_name, r.email, r.company ?? '', r.phone ?? '', r.tags]
      .join(' ')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
  const search = async (token: string, q: string) =>
    (
      await server.get<{ total: number }>(`/api/contacts/count?q=${encodeURIComponent(q)}`, {
        token,
      })
    ).body.total;

  it('leaves the search index, the count and the analytics totals exact', async () => {
    const owner = await server.registerUser();
    // Contacts before the import, added one by one: the import must add to them, not replace them.
    for (const email of ['first@gmail.com', 'second@shop.example'])
      await server.post(
        '/api/contacts',
        { firstName: 'Before', lastName: 'Import', email, status: 'Subscriber' },
        { token: owner.token },
      );
    const result = await uploadFile(server, owner.token, 'big.csv', csv('a'));
    expect(result.status).toBe(200);
    expect(result.body.importedCount).toBe(ROWS);
    const total = ROWS + 2;

    // Search: every kind of word, against a count taken from the contacts themselves.
    const { db } = server;
    const rows = await db
      .selectFrom('contacts')
      .select(['email', 'first_name', 'last_name', 'company', 'phone', 'tags'])
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(rows).toHaveLength(total);
    const expected = (q: string) => {
      const terms = q.toLowerCase().split(' ');
      return rows.filter((r) => {
        const w = words(r);
        return terms.every((t) => w.some((word) => word.startsWith(t)));
      }).length;
    };
    for (const q of ['gmail', 'ana12', 'bakery 3', 'b2b', 'garcia1', 'before', '600 12'])
      expect([q, await search(owner.token, q)]).toEqual([q, expected(q)]);
    expect(expected('before')).toBe(2);

    // The count the list shows.
    const counted = await server.get<{ total: number }>('/api/contacts/count', {
      token: owner.token,
    });
    expect(counted.body.total).toBe(total);

    // Analytics totals: contacts created per hour and per day, as the triggers' rows would be.
    const sum = async (table: 'analytics_contact_hours' | 'analytics_contact_days') =>
      Number(
        (
          await sql<{
            n: number;
          }>`select coalesce(sum(created), 0) as n from ${sql.table(table)} where user_id = ${owner.user.id}`.execute(
            db,
          )
        ).rows[0]!.n,
      );
    expect(await sum('analytics_contact_hours')).toBe(total);
    expect(await sum('analytics_contact_days')).toBe(total);

    if (server.dialect === 'sqlite') {
      // FTS5's own check of the index against the contacts it indexes (rank 1: content too).
      await sql`insert into contacts_fts(contacts_fts, rank) values ('integrity-check', 1)`.execute(
        db,
      );
    }
  });
});
