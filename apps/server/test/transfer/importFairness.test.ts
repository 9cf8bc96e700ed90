import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import { countContacts, uploadFile } from './transferHelpers';

const csv = (rows: number, prefix: string) =>
  `First Name,Last Name,Email\n${Array.from({ length: rows }, (_, i) => `F${i},L,${prefix}${i}@example.com`).join('\n')}\n`;

describeEachDatabase('import queue fairness', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());

  it("refuses only the flooding account over its share, and another account's small import runs before its queue", async () => {
    const flooder = await server.registerUser();
    const other = await server.registerUser();
    const finished: string[] = [];
    const track = (name: string, p: ReturnType<typeof uploadFile>) =>
      p.then((res) => {
        finished.push(`${name}:${res.status}`);
        return res;
      });
    // Three at once from one account: the default share is two imports in progress.
    const flood = [0, 1, 2].map((i) =>
      track(`flood${i}`, uploadFile(server, flooder.token, 'big.csv', csv(8_000, `f${i}x`))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const small = await track('small', uploadFile(server, other.token, 's.csv', csv(3, 's')));
    expect(small.status, small.text).toBe(200);
    expect(small.body.importedCount).toBe(3);
    const results = await Promise.all(flood);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.message).toBe(
      'You already have imports in progress. Please wait for them to finish, then try again.',
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await countContacts(server, flooder.user.id)).toBe(16_000);
    if (database === 'sqlite') {
      // One import runs at a time on SQLite: the small one got a turn ahead of the flooder's
      // second import, which arrived earlier (first come, first served would put it last).
      expect(finished.filter((f) => f.endsWith(':200')).at(-1)).not.toBe('small:200');
    }
  });
});
