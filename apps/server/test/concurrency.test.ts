import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('concurrency', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  describe('parallel writes', () => {
    it('60 simultaneous contact creates: no lost write, no 5xx', async () => {
      const u = await server.registerUser();
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          server.post(
            '/api/contacts',
            { firstName: `P${i}`, lastName: 'Arallel', email: `p${i}@example.com` },
            { token: u.token },
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(60).fill(201));
      const ids = new Set(results.map((r) => r.body.contact.id));
      expect(ids.size).toBe(60);
      const list = await server.get('/api/contacts', { token: u.token });
      expect(list.body.contacts).toHaveLength(60);
    });

    it('the same email created 20 times at once: exactly one 201, the rest 409', async () => {
      const u = await server.registerUser();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          server.post(
            '/api/contacts',
            { firstName: 'D', lastName: 'Up', email: 'same@example.com' },
            { token: u.token },
          ),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    });

    it('parallel registrations of one username: one 201, the rest 409, no 5xx', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          server.post('/api/auth/register', {
            username: 'racer',
            email: `racer${i}@example.com`,
            name: 'Racer',
            password: 'blue-kettle-1',
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    });

    it('mixed reads and writes from several users at once all succeed', async () => {
      const users = await Promise.all([0, 1, 2].map(() => server.registerUser()));
      const work = users.flatMap((u, n) =>
        Array.from({ length: 15 }, (_, i) =>
          i % 3 === 0
            ? server.get('/api/contacts', { token: u.token })
            : i % 3 === 1
              ? server.post(
                  '/api/campaigns',
                  { name: `C${n}-${i}`, subject: 'S', content: 'C' },
                  { token: u.token },
                )
              : server.post(
                  '/api/contacts',
                  { firstName: 'M', lastName: 'X', email: `m${n}-${i}@example.com` },
                  { token: u.token },
                ),
        ),
      );
      const results = await Promise.all(work);
      expect(results.filter((r) => r.status >= 300)).toEqual([]);
      for (const u of users) {
        expect(
          (await server.get('/api/campaigns', { token: u.token })).body.campaigns,
        ).toHaveLength(5);
        expect((await server.get('/api/contacts', { token: u.token })).body.contacts).toHaveLength(
          5,
        );
      }
    });
  });
});
