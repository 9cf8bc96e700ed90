import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../harness';
import {
  importDirPrefix,
  sweepImportTempDirs,
} from '../../src/transfer/upload/sweepImportTempDirs';
import { countContacts, uploadChunked, uploadFile } from './transferHelpers';

describeEachDatabase('import guards', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server.close());
  afterEach(() => {
    delete process.env.IMPORT_MAX_BYTES;
  });

  describe('POST /api/contacts/import-file guards', () => {
    it('answers 400 Unsupported file type for other extensions (spec section 5 wording)', async () => {
      const u = await server.registerUser();
      for (const name of ['notes.txt', 'contacts.json', 'contacts', 'contacts.csv.exe']) {
        const res = await uploadFile(server, u.token, name, 'Email\nann@example.com\n');
        expect(res.status, name).toBe(400);
        expect(res.body.message).toBe(
          'Unsupported file type. Please select a CSV, XLSX, or PDF file.',
        );
      }
    });

    it('answers 400 No file selected without a file part, without multipart, and for a nameless part', async () => {
      const u = await server.registerUser();
      const form = new FormData();
      form.append('other', 'x');
      const noFile = await server.request('POST', '/api/contacts/import-file', {
        token: u.token,
        body: form,
      });
      expect(noFile.status).toBe(400);
      expect(noFile.body.message).toBe('No file selected. Please select a file to import.');
      const json = await server.post('/api/contacts/import-file', {}, { token: u.token });
      expect(json.status).toBe(400);
      expect(json.body.message).toBe('No file selected. Please select a file to import.');
      const wrongField = new FormData();
      wrongField.append('upload', new Blob(['Email\na@example.com\n']), 'a.csv');
      const wrong = await server.request('POST', '/api/contacts/import-file', {
        token: u.token,
        body: wrongField,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('No file selected. Please select a file to import.');
    });

    it('answers 413 with the limit in the message for a file over IMPORT_MAX_BYTES', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_MAX_BYTES = String(100 * 1024);
      const rows = Array.from({ length: 8000 }, (_, i) => `P${i},Q,p${i}@example.com`).join('\n');
      const res = await uploadFile(
        server,
        u.token,
        'big.csv',
        `First Name,Last Name,Email\n${rows}\n`,
      );
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is too large. The import limit is 100 KB.');
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('answers 413 and removes the temporary folder for a body just over the limit sent chunked', async () => {
      const u = await server.registerUser();
      process.env.IMPORT_MAX_BYTES = String(100 * 1024);
      // Within the Content-Length headroom, and chunked besides: only the byte count can catch it.
      const content = Buffer.alloc(100 * 1024 + 2000, 'a');
      content.write('Email\n');
      const ownTmp = mkdtempSync(path.join(tmpdir(), 'crm-guard-tmp-'));
      const before = process.env.TMPDIR;
      process.env.TMPDIR = ownTmp;
      try {
        const res = await Promise.race([
          uploadChunked(server, u.token, 'over.csv', content),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no answer within 10 s')), 10_000),
          ),
        ]);
        expect(res.status).toBe(413);
        expect(res.body.message).toBe('The file is too large. The import limit is 100 KB.');
        const deadline = Date.now() + 2000;
        while (readdirSync(ownTmp).length > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        expect(readdirSync(ownTmp)).toEqual([]);
      } finally {
        if (before === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = before;
        rmSync(ownTmp, { recursive: true, force: true });
      }
      expect(await countContacts(server, u.user.id)).toBe(0);
    });

    it('removes import folders left by a dead server, never those of a live one', async () => {
      const base = mkdtempSync(path.join(tmpdir(), 'crm-sweep-'));
      try {
        // Pid 2^22+1 is above Linux's pid_max, so no process has it.
        const dead = path.join(base, importDirPrefix(4_194_305) + 'abc');
        const live = path.join(base, importDirPrefix(process.pid) + 'abc');
        for (const dir of [dead, live]) {
          mkdirSync(dir);
          writeFileSync(path.join(dir, 'upload'), 'x');
        }
        expect(await sweepImportTempDirs(base)).toBe(1);
        expect(existsSync(dead)).toBe(false);
        expect(existsSync(live)).toBe(true);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    });

    it('uses the uploaded name only for its extension (a path in the name reaches no file system path)', async () => {
      const u = await server.registerUser();
      const res = await uploadFile(
        server,
        u.token,
        '../../../../tmp/evil/..\\..\\x.csv',
        'Email,Name\nann@example.com,Ann Lee\n',
      );
      expect(res.status).toBe(200);
      expect(res.body.importedCount).toBe(1);
    });

    it('requires a session: 401 for import and export', async () => {
      const form = new FormData();
      form.append('file', new Blob(['Email\na@example.com\n']), 'a.csv');
      expect(
        (await server.request('POST', '/api/contacts/import-file', { body: form })).status,
      ).toBe(401);
      expect((await server.get('/api/contacts/export')).status).toBe(401);
    });
  });
});
