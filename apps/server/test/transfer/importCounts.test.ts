import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactBatch } from '../../src/transfer/parse/buildContactRow';
import { ownerScope } from '../../src/db/scope';
import { transferRepository } from '../../src/transfer/transferRepository';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { contactsOf, uploadFile } from './transferHelpers';

/** Issue 11's batch: an email the user already has, twice, plus another email, twice. */
const ISSUE_BATCH =
  'First Name,Last Name,Email\n' +
  'Ann,Again,ann@example.com\n' +
  'Ann,Twice,ANN@example.com\n' +
  'Bob,Ray,bob@example.com\n' +
  'Bob,Again,bob@example.com\n';

const ISSUE_COUNTS = { importedCount: 1, failedCount: 1, duplicateCount: 2, suppressedCount: 0 };

const tuple = (first: string, email: string): ContactBatch => [
  first,
  'Lee',
  email,
  null,
  null,
  null,
  'subscriber',
  '[]',
  null,
  '{}',
];

async function* batchesOf(...batches: ContactBatch[]) {
  for (const batch of batches) yield batch;
}

describeEachDatabase('import counts', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  async function userWithAnn() {
    const u = await server.registerUser();
    const created = await server.post(
      '/api/contacts',
      { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
      { token: u.token },
    );
    expect(created.status).toBe(201);
    return u;
  }

  it("gives issue 11's batch the same counts on every database", async () => {
    const u = await userWithAnn();
    const res = await uploadFile(server, u.token, 'batch.csv', ISSUE_BATCH);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      importedCount: 1,
      invalidCount: 0,
      failedCount: 1,
      totalProcessed: 4,
    });
    expect(res.body.details.duplicateCount).toBe(2);
    const rows = await contactsOf(server, u.user.id);
    expect(rows.map((r) => [r.email, r.last_name])).toEqual([
      ['ann@example.com', 'Lee'],
      ['bob@example.com', 'Ray'],
    ]);
  });

  it('counts an existing email once when its repeats fall in different batches', async () => {
    const u = await userWithAnn();
    // 2,500 rows: more than one batch of 2,000 between the parse worker and the store.
    const lines = Array.from({ length: 2500 }, (_, i) => `P${i},Q,p${i}@example.com`);
    lines[0] = 'Ann,Again,ann@example.com';
    lines[2399] = 'Ann,Later,ann@example.com';
    lines[1] = 'Bob,Ray,bob@example.com';
    lines[2299] = 'Bob,Later,bob@example.com';
    const res = await uploadFile(
      server,
      u.token,
      'big.csv',
      `Name,Last,Email\n${lines.join('\n')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ importedCount: 2497, failedCount: 1, totalProcessed: 2500 });
    expect(res.body.details.duplicateCount).toBe(2);
    // Each contact it created says so, with the file's name (its timeline's "Created by import").
    const via = await server.db
      .selectFrom('contacts')
      .select(['created_via', 'created_via_name'])
      .where('user_id', '=', u.user.id)
      .where('email', '!=', 'ann@example.com')
      .groupBy(['created_via', 'created_via_name'])
      .execute();
    expect(via).toEqual([{ created_via: 'import', created_via_name: 'big.csv' }]);
  });

  describe("the repository's store (the Kysely path, also taken by SQLite without a file)", () => {
    it('stages, drops in-file repeats, then counts the emails that already existed', async () => {
      const u = await userWithAnn();
      const counts = await transferRepository(server, ownerScope(u.user.id)).store(
        batchesOf(
          [...tuple('Annie', 'ann@example.com'), ...tuple('Bob', 'bob@example.com')],
          [...tuple('Ann2', 'ann@example.com'), ...tuple('Bob2', 'bob@example.com')],
        ),
        null,
        'people.csv',
      );
      expect(counts).toEqual(ISSUE_COUNTS);
      const bob = await server.db
        .selectFrom('contacts')
        .select(['created_via', 'created_via_name'])
        .where('user_id', '=', u.user.id)
        .where('email', '=', 'bob@example.com')
        .executeTakeFirst();
      expect(bob).toEqual({ created_via: 'import', created_via_name: 'people.csv' });
      const rows = await contactsOf(server, u.user.id);
      expect(rows.map((r) => [r.email, r.first_name])).toEqual([
        ['ann@example.com', 'Ann'],
        ['bob@example.com', 'Bob'],
      ]);
    });
  });
});
