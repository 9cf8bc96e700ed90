import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { PlanId } from '@crm/api-client';
import { buildServer, serverNodeFlags } from '../scripts/buildServer.mjs';
import { billingRepository } from '../src/billing/billingRepository';
import { createDatabase, type DatabaseHandle, type SqlDialect } from '../src/db/createDatabase';
import type { Db } from '../src/db/Db';
import type { Database } from '../src/db/schema';
import { ownerScope } from '../src/db/scope';

export interface BenchServer {
  base: string;
  /** A registered user to act as. */
  token: string;
  userId: number;
  /** The server process's id (CPU time from /proc). */
  pid: number;
  /** The server's peak resident memory so far (VmHWM), workers included. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

let built: Promise<string> | undefined;

/**
 * Puts the account `userId` on `plan` through the billing repository, as a completed payment would
 * (none exists yet). Benches that add more contacts than the Free plan's limit through the product
 * path (Add Contact, import) take `pro`, which has none: they measure speed, not the limit.
 */
export async function setBenchPlan(db: Db, userId: number, plan: PlanId): Promise<void> {
  await billingRepository(db, ownerScope(userId)).changePlan(plan);
}

/**
 * The server as `npm start` runs it (bundled once per bench run, see scripts/buildServer.mjs), in a
 * child process on the given SQLite file (or PostgreSQL URL, its schema in `env`), with one
 * registered user on the Pro plan (no contact limit, see `setBenchPlan`). Linux only (/proc).
 */
export async function startBenchServer(
  file: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  built ??= buildServer();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a bench.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, await built], {
    env: { ...process.env, PORT: '0', DATABASE_URL: file, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.com',
      name: 'Bench',
      password: 'bench-Quartz-Lantern-42',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  const database = createDatabase(
    file,
    env.DATABASE_SCHEMA ? { pgSchema: env.DATABASE_SCHEMA } : {},
  );
  try {
    await setBenchPlan(database, user.id, 'pro');
  } finally {
    await database.close();
  }
  return {
    base,
    token,
    userId: user.id,
    pid: child.pid!,
    peakRssMb: () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) /
      1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The PostgreSQL server the benches also run on, when set. */
export const benchPgUrl = (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)?.trim();

/**
 * SQLite, then PostgreSQL when `benchPgUrl` is set; `only` (a bench's BENCH_*_ONLY, sqlite or
 * postgres) runs one of them. True when every run met its targets.
 */
export async function forEachBenchDialect(
  only: string | undefined,
  run: (dialect: SqlDialect) => Promise<boolean>,
): Promise<boolean> {
  let met = true;
  if (only !== 'postgres') met = await run('sqlite');
  if (benchPgUrl && only !== 'sqlite') met = (await run('postgres')) && met;
  return met;
}

/** A database for one bench run: a SQLite file or a PostgreSQL schema of its own. */
export interface BenchDatabase {
  dialect: SqlDialect;
  /** The server's DATABASE_URL: the SQLite file or the PostgreSQL URL. */
  url: string;
  /** The server's environment beside it (the PostgreSQL schema). */
  env: Record<string, string>;
  /** Opens it in the bench process (seeding, sessions); the caller closes it. */
  open(): DatabaseHandle;
}

/**
 * Runs `run` on a fresh database of `dialect`, removed afterwards (the SQLite directory, the
 * PostgreSQL schema `bench_<name>_<pid>`). With `keep`, it is kept for the next run instead: the
 * SQLite file `crm-<key>.db` in `keep.dir` and the schema `bench_<name>_kept_<key>`, which the
 * caller reuses once it finds them seeded. Stop servers on it inside `run`.
 */
export async function withBenchDatabase<T>(
  dialect: SqlDialect,
  { name, keep }: { name: string; keep?: { dir: string; key: string } },
  run: (database: BenchDatabase) => Promise<T>,
): Promise<T> {
  if (keep) mkdirSync(keep.dir, { recursive: true });
  const dir = keep?.dir ?? mkdtempSync(path.join(tmpdir(), `crm-${name}-bench-`));
  const schema = keep ? `bench_${name}_kept_${keep.key}` : `bench_${name}_${process.pid}`;
  const postgres = dialect === 'postgres';
  const url = postgres ? benchPgUrl! : path.join(dir, keep ? `crm-${keep.key}.db` : 'crm.db');
  const adminQuery = async (text: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  if (postgres) await adminQuery(`create schema if not exists ${schema}`);
  try {
    return await run({
      dialect,
      url,
      env: postgres ? { DATABASE_SCHEMA: schema } : {},
      open: () => createDatabase(url, postgres ? { pgSchema: schema } : {}),
    });
  } finally {
    if (!keep) {
      rmSync(dir, { recursive: true, force: true });
      if (postgres) await adminQuery(`drop schema if exists ${schema} cascade`);
    }
  }
}

/** A user row for seeding (no password: benches sign in through sessions made directly). */
export async function createBenchUser(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username: name,
      email: `${name}@example.com`,
      name,
      password_hash: 'x',
      subscription_tier: 'free',
      requires_password_change: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One route under load: requests/s, p99 latency and failed answers (errors, timeouts, non-2xx). */
export interface RouteFigures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

/** `url` for `seconds` with `connections` open (autocannon), signed in with `token`. */
export async function loadRoute(
  name: string,
  url: string,
  token: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<RouteFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { Authorization: `Bearer ${token}` },
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A second between load runs, so one run's tail does not fall into the next. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** The 1-minute load average, printed beside figures taken on a shared machine. */
export const loadAverage = () => loadavg()[0]!.toFixed(1);
