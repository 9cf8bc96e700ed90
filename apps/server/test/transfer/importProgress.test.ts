import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, setPlan, startTestServer, type TestServer } from '../harness';
import { uploadFile } from './transferHelpers';

const ROWS = 5_000;
const csv = `First Name,Last Name,Email\n${Array.from({ length: ROWS }, (_, i) => `F${i},L,p${i}@example.com`).join('\n')}\n`;

describeEachDatabase('import progress', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  it('GET /import-file/progress/:id answers rows read of the file total while the import runs, for its own account only, and 404 once it is over', async () => {
    const owner = await server.registerUser();
    // More rows than the Free plan's limit: on Pro, which has none.
    await setPlan(server.db, owner.user.id, 'pro');
    const stranger = await server.registerUser();
    const id = crypto.randomUUID();
    const form = new FormData();
    form.append('file', new Blob([csv]), 'big.csv');
    let done = false;
    const upload = server
      .request('POST', `/api/contacts/import-file?progress=${id}`, {
        token: owner.token,
        body: form,
      })
      .finally(() => {
        done = true;
      });

    // Asked back to back for as long as the import runs (no timer: each answer asks again).
    const seen: { rowsRead: number; totalRows: number }[] = [];
    let strangerStatus = 0;
    while (!done) {
      const res = await server.get(`/api/contacts/import-file/progress/${id}`, {
        token: owner.token,
      });
      if (res.status === 200) seen.push(res.body);
      else expect(res.status).toBe(404);
      if (res.status === 200 && res.body.rowsRead > 0 && strangerStatus === 0) {
        strangerStatus = (
          await server.get(`/api/contacts/import-file/progress/${id}`, { token: stranger.token })
        ).status;
      }
    }
    const res = await upload;
    expect(res.status, res.text).toBe(200);
    expect(res.body.importedCount).toBe(ROWS);

    // The file's total is known from the start of reading, and rows read only grow up to it.
    const reading = seen.filter((s) => s.rowsRead > 0);
    expect(reading.length, JSON.stringify(seen.slice(0, 5))).toBeGreaterThan(0);
    for (const s of reading) {
      expect(s.totalRows).toBe(ROWS);
      expect(s.rowsRead).toBeLessThanOrEqual(ROWS);
    }
    const reads = seen.map((s) => s.rowsRead);
    expect(reads).toEqual([...reads].sort((a, b) => a - b));
    // Another account cannot see it.
    expect(strangerStatus).toBe(404);
    // Over: nothing to report.
    const after = await server.get(`/api/contacts/import-file/progress/${id}`, {
      token: owner.token,
    });
    expect(after.status).toBe(404);
    // Unauthenticated.
    expect((await server.get(`/api/contacts/import-file/progress/${id}`)).status).toBe(401);
  });

  it('an import without a progress id, or with an unusable one, is not tracked and still imports', async () => {
    const owner = await server.registerUser();
    const plain = await uploadFile(server, owner.token, 'a.csv', 'Email\na@example.com\n');
    expect(plain.status).toBe(200);
    const bad = await server.request('POST', '/api/contacts/import-file?progress=x%2F..', {
      token: owner.token,
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob(['Email\nb@example.com\n']), 'b.csv');
        return form;
      })(),
    });
    expect(bad.status).toBe(200);
    expect(bad.body.importedCount).toBe(1);
  });
});
