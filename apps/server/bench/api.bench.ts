/**
 * API load on loopback: GET /api/contacts (10,000 contacts) and POST /api/contacts (unique emails),
 * each as a ratio of the requests/s of a bare Hono route on the same server in the same run.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/api.bench.ts
 *
 * The server runs in a child process (its own event loop and core) on a fresh SQLite file;
 * autocannon drives it from this process. BENCH_API_SECONDS (default 5) and
 * BENCH_API_CONNECTIONS (default 10) tune the load. Exits 1 if any request errors or is not 2xx.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../src/app';
import { createSession } from '../src/auth/sessionTokens';
import { defaultConfig } from '../src/config';
import { createDatabase } from '../src/db/createDatabase';
import { setBenchPlan } from './benchServer';

const SELF = fileURLToPath(import.meta.url);
const CONTACTS = 10_000;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);

/** Child mode: seed one user with CONTACTS contacts, serve the real app plus the bare route. */
async function runServer(file: string): Promise<void> {
  const database = createDatabase(file);
  await database.migrate();
  const { db } = database;
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username: 'bench',
      email: 'bench@example.com',
      name: 'Bench',
      password_hash: 'x',
      subscription_tier: 'free',
      requires_password_change: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < CONTACTS; start += 500) {
      await trx
        .insertInto('contacts')
        .values(
          Array.from({ length: Math.min(500, CONTACTS - start) }, (_, k) => {
            const i = start + k;
            return {
              user_id: user.id,
              first_name: `First${i}`,
              last_name: `Last${i}`,
              email: `seed${i}@example.com`,
              phone: '+1 555 0100',
              company: `Company ${i % 500}`,
              position: 'Manager',
              status: 'subscriber',
              tags: '["lead","newsletter"]',
              lead_source: 'Website form',
              custom_fields: '{}',
              created_at: now,
            };
          }),
        )
        .execute();
    }
  });
  // The POST load adds thousands of contacts past the 10,000: on Pro, which has no contact limit
  // (on Free every POST would answer 402).
  await setBenchPlan(database, user.id, 'pro');
  const token = await createSession(database, user.id, {
    ttlMs: 3_600_000,
    idleMs: 3_600_000,
    maxPerUser: 20,
  });
  const app = createApp({
    database,
    config: { ...defaultConfig, databaseUrl: file, appDistDir: path.join(tmpdir(), 'none') },
  });
  app.get('/api/bench/noop', (c) => c.json({ ok: true }));
  const server = serve(
    { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
    (info: AddressInfo) => {
      process.send?.({ port: info.port, token });
    },
  );
  process.on('message', (message: string) => {
    if (message === 'stop') server.close(() => void database.close().then(() => process.exit(0)));
  });
}

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function load(
  name: string,
  options: Omit<autocannon.Options, 'connections' | 'duration'>,
): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** Lets the server finish requests still in flight from the previous route before the next one. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function main(): Promise<void> {
  if (process.argv[2] === '--serve') return runServer(process.argv[3]!);

  const dir = mkdtempSync(path.join(tmpdir(), 'crm-api-bench-'));
  const child = fork(SELF, ['--serve', path.join(dir, 'crm.db')], {
    execArgv: ['--import', 'tsx', '--conditions=@crm/source'],
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), (SECONDS * 4 + 120) * 1000);
  try {
    const { port, token } = await new Promise<{ port: number; token: string }>(
      (resolve, reject) => {
        child.once('message', (m) => resolve(m as { port: number; token: string }));
        child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      },
    );
    const base = `http://127.0.0.1:${port}`;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    console.log(
      `API load: ${CONNECTIONS} connections, ${SECONDS} s per route, ${CONTACTS.toLocaleString('en-US')} contacts, SQLite, loopback`,
    );

    // Warm the JIT and the page cache so the first measured route is not penalised.
    await autocannon({ url: `${base}/api/bench/noop`, connections: 2, duration: 1 });
    await autocannon({ url: `${base}/api/contacts`, connections: 2, amount: 10, headers });

    const noop = await load('GET /api/bench/noop (bare Hono route)', {
      url: `${base}/api/bench/noop`,
    });
    await settle();
    // GET before POST: the POST load adds contacts, and the list figure is for exactly CONTACTS rows.
    const list = await load(`GET /api/contacts (${CONTACTS.toLocaleString('en-US')} rows)`, {
      url: `${base}/api/contacts`,
      headers,
    });
    await settle();
    let n = 0;
    const create = await load('POST /api/contacts (unique emails)', {
      url: `${base}/api/contacts`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            body: JSON.stringify({
              firstName: 'Load',
              lastName: `Test${n}`,
              email: `load${n++}@example.com`,
              tags: ['bench'],
            }),
          }),
        },
      ],
    });
    const rows = [noop, list, create];
    const pad = Math.max(...rows.map((r) => r.name.length));
    for (const r of rows) {
      const ratio =
        r === noop ? 'baseline' : `${((r.rps / noop.rps) * 100).toFixed(1)}% of baseline`;
      console.log(
        `  ${r.name.padEnd(pad)}  ${r.rps.toFixed(0).padStart(7)} req/s  (${ratio})  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}  (${r.total} requests)`,
      );
    }
    const bad = rows.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    if (bad > 0) {
      console.error(`FAIL: ${bad} requests errored or were not 2xx`);
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(killer);
    child.send('stop');
    await new Promise((resolve) => {
      child.once('exit', resolve);
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 5000).unref();
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
