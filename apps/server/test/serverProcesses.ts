import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { testDatabaseUrl, type TestDatabase } from './harness';
import { waitFor } from './sendingSink';

/** The real entry point, in child processes a test can kill -9 (by the PID it started). */
const MAIN = path.join(repoRoot, 'apps/server/src/main.ts');

export interface ServerProcess {
  process: ChildProcess;
  pid: number;
  baseUrl: string;
}

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

/**
 * Server processes (`src/main.ts`, as `npm start` runs it) on one database of their own: a SQLite
 * file, or a PostgreSQL schema, which `handle` also opens in the test. Call `setUp` in `beforeAll`,
 * `stopAll` in `afterEach` and `tearDown` in `afterAll`.
 */
export function serverProcesses(database: TestDatabase, baseEnv: NodeJS.ProcessEnv = {}) {
  let tmpDir: string;
  let pgSchema: string | undefined;
  let env: NodeJS.ProcessEnv;
  const children: ServerProcess[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  const self = {
    handle: undefined as unknown as DatabaseHandle,

    async setUp(prefix: string) {
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `crm-${prefix}-`));
      env = { ...process.env, SEED_DEMO: '', NODE_ENV: 'test', ...baseEnv };
      if (database === 'postgres') {
        pgSchema = `${prefix}_${randomBytes(4).toString('hex')}`;
        await admin(`CREATE SCHEMA "${pgSchema}"`);
        env.DATABASE_URL = testDatabaseUrl;
        env.DATABASE_SCHEMA = pgSchema;
      } else {
        env.DATABASE_URL = path.join(tmpDir, 'crm.db');
      }
      self.handle = createDatabase(env.DATABASE_URL!, { pgSchema, poolSize: 2 });
      await self.handle.migrate();
    },

    /** Starts a server process and waits for its health check. */
    async start(extraEnv: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@crm/source', MAIN], {
        cwd: repoRoot,
        env: { ...env, ...extraEnv, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
      const baseUrl = `http://127.0.0.1:${port}`;
      const started = { process: child, pid: child.pid!, baseUrl };
      children.push(started);
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`server exited: ${log}`);
          return fetch(`${baseUrl}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
        },
        { timeoutMs: 60_000, what: 'server start' },
      );
      return started;
    },

    /** kill -9, by the PID this test started. */
    async kill(child: ServerProcess) {
      // A child killed by a signal has signalCode set and exitCode still null.
      if (child.process.exitCode === null && child.process.signalCode === null) {
        const exited = new Promise((resolve) => child.process.once('exit', resolve));
        process.kill(child.pid, 'SIGKILL');
        await exited;
      }
    },

    async stopAll() {
      for (const child of children.splice(0)) await self.kill(child);
    },

    async tearDown() {
      await self.stopAll();
      await self.handle?.close();
      fs.rmSync(tmpDir, { recursive: true, force: true });
      if (pgSchema && testDatabaseUrl) await admin(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
    },
  };
  return self;
}
