import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { describeEachDatabase, testDatabaseUrl } from './harness';

let env: NodeJS.ProcessEnv = process.env;

/** The real entry point, started the way `npm start` starts it. */
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function startServer(): Promise<{
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@crm/source', MAIN], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${log}`);
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

describeEachDatabase('durability', (database) => {
  let tmpDir: string;
  let pgSchema: string | undefined;

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-durability-'));
    env = { ...process.env, SEED_DEMO: '', NODE_ENV: 'test' };
    if (database === 'postgres') {
      pgSchema = `durability_${randomBytes(4).toString('hex')}`;
      env.DATABASE_URL = testDatabaseUrl;
      env.DATABASE_SCHEMA = pgSchema;
    } else {
      env.DATABASE_URL = path.join(tmpDir, 'nested', 'crm.db');
    }
  });

  afterAll(async () => {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    if (pgSchema && testDatabaseUrl) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
      await admin.end();
    }
  });

  describe('restart durability (a real server process)', () => {
    it('keeps what was written across a hard kill and a restart', async () => {
      const first = await startServer();
      let token: string;
      let contactId: number;
      try {
        const reg = await fetch(
          `${first.baseUrl}/api/auth/register`,
          json({
            username: 'durable',
            email: 'durable@example.com',
            name: 'Dura Ble',
            password: 'blue-kettle-1',
          }),
        );
        expect(reg.status).toBe(201);
        token = ((await reg.json()) as { token: string }).token;
        const created = await fetch(
          `${first.baseUrl}/api/contacts`,
          json(
            { firstName: 'Kept', lastName: 'Safe', email: 'kept@example.com', tags: ['t'] },
            token,
          ),
        );
        expect(created.status).toBe(201);
        contactId = ((await created.json()) as { contact: { id: number } }).contact.id;
      } finally {
        first.child.kill('SIGKILL');
        await exited(first.child);
      }
      if (database === 'sqlite') expect(fs.existsSync(env.DATABASE_URL!)).toBe(true);

      const second = await startServer();
      try {
        // The session survived too: sessions live in the database, not in the process.
        const list = await fetch(`${second.baseUrl}/api/contacts`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(list.status).toBe(200);
        const { contacts } = (await list.json()) as {
          contacts: { id: number; email: string; tags: string[] }[];
        };
        expect(contacts).toEqual([
          expect.objectContaining({ id: contactId, email: 'kept@example.com', tags: ['t'] }),
        ]);
        const login = await fetch(
          `${second.baseUrl}/api/auth/login`,
          json({ username: 'durable', password: 'blue-kettle-1' }),
        );
        expect(login.status).toBe(200);
      } finally {
        second.child.kill('SIGTERM');
        expect(await exited(second.child)).toBe(0);
      }
    }, 180_000);
  });
});
