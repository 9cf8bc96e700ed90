/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever a test expects to read */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { TIER_OF_PLAN, type PlanId } from '@crm/api-client';
import pg from 'pg';
import { describe } from 'vitest';
import { createApp } from '../src/app';
import { defaultConfig, type ServerConfig } from '../src/config';
import { createDatabase, type SqlDialect } from '../src/db/createDatabase';
import type { Database } from '../src/db/schema';
import type { AppEnv } from '../src/http/AppEnv';
import type { Clock } from '../src/jobs/clock';

/** Set to a postgres:// URL to run the suite on PostgreSQL too (each test file gets its own schema). */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export type TestDatabase = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * Runs the same tests once per database of {@link testDatabases}, so one `vitest run` covers both:
 * `describeEachDatabase('contacts', (database) => { ... startTestServer({ database }) ... })`.
 */
export function describeEachDatabase(name: string, body: (database: TestDatabase) => void): void {
  describe.each(testDatabases)(`${name} [%s]`, body);
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Serialised as the JSON body (with a JSON content type). */
  json?: unknown;
  /** A raw body (string, FormData, ...) when `json` does not fit. */
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface RegisteredUser {
  token: string;
  user: {
    id: number;
    name: string;
    email: string;
    username: string;
    subscriptionTier: string;
    createdAt: string;
  };
  username: string;
  email: string;
  password: string;
}

export interface TestServer {
  baseUrl: string;
  dialect: SqlDialect;
  /** Direct database access for arranging data or checking what was stored. */
  db: Kysely<Database>;
  config: ServerConfig;
  /** The SQLite file (undefined on PostgreSQL). */
  sqliteFile: string | undefined;
  /** The PostgreSQL schema holding this server's tables (undefined on SQLite). */
  pgSchema: string | undefined;
  request<T = any>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = any>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = any>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = any>(path: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /**
   * Registers a fresh user (unique username/email unless given) and returns its token. The user is
   * on the server's `defaultPlan` (free unless the file asked otherwise) or on `plan`.
   */
  registerUser(
    overrides?: Partial<{
      username: string;
      email: string;
      name: string;
      password: string;
      plan: PlanId;
    }>,
  ): Promise<RegisteredUser>;
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  /**
   * Which database to start on. Default: PostgreSQL when TEST_DATABASE_URL is set, else SQLite.
   * @default testDatabaseUrl ? 'postgres' : 'sqlite'
   */
  database?: TestDatabase;
  /** Overrides of the server configuration (e.g. a lower login throttle). */
  config?: Partial<ServerConfig>;
  /** Add routes before the server starts (e.g. a route that throws). */
  configure?: (app: Hono<AppEnv>) => void;
  /**
   * The plan `registerUser` puts new users on, as a completed payment would (none exists yet):
   * files testing other things at scale (imports of thousands of rows) take `pro`, which has no
   * contact limit; the limit itself is tested on free and paid plans in contactLimits.test.ts.
   * @default 'free'
   */
  defaultPlan?: PlanId;
  /** Where the app reads "now" for tasks' due groups (a test's movable clock). */
  clock?: Clock;
}

/**
 * Puts a user on `plan`, as a completed payment would (none exists yet): the subscription row is
 * the one place a plan is stored, and the user's tier follows it.
 */
export async function setPlan(db: Kysely<Database>, userId: number, plan: PlanId): Promise<void> {
  await db
    .updateTable('billing_subscriptions')
    .set({ current_plan: plan, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('users')
    .set({ subscription_tier: TIER_OF_PLAN[plan] })
    .where('id', '=', userId)
    .execute();
}

let counter = 0;
const unique = () =>
  `${process.pid}${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

/**
 * A real server on a fresh database on a random loopback port: SQLite in a temp file, or a new
 * PostgreSQL schema when TEST_DATABASE_URL is set (dropped again by `close`).
 */
export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  let sqliteFile: string | undefined;
  let tmpDir: string | undefined;
  let pgSchema: string | undefined;
  let url: string;
  const database = options.database ?? (testDatabaseUrl ? 'postgres' : 'sqlite');
  if (database === 'postgres') {
    if (!testDatabaseUrl) throw new Error('startTestServer: PostgreSQL needs TEST_DATABASE_URL');
    pgSchema = `test_${unique()}`.toLowerCase();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA "${pgSchema}"`);
    } finally {
      await admin.end();
    }
    url = testDatabaseUrl;
  } else {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-server-test-'));
    sqliteFile = path.join(tmpDir, 'crm.db');
    url = sqliteFile;
  }

  const config: ServerConfig = {
    ...defaultConfig,
    databaseUrl: url,
    appDistDir: path.join(os.tmpdir(), 'crm-no-dist-for-tests'),
    // Test files register many users from one address; the register limit has its own test.
    registerThrottle: { ...defaultConfig.registerThrottle, maxAttempts: 100_000 },
    ...options.config,
  };
  const handle = createDatabase(url, {
    pgSchema,
    sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs,
    poolSize: 5,
  });
  await handle.migrate();
  const app = createApp({ database: handle, config, clock: options.clock });
  options.configure?.(app);

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request = async <T>(
    method: string,
    urlPath: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof opts.json === 'string' ? opts.json : JSON.stringify(opts.json);
    }
    const res = await fetch(baseUrl + urlPath, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };

  const registerUser: TestServer['registerUser'] = async (overrides = {}) => {
    const id = unique();
    const input = {
      username: overrides.username ?? `user_${id}`.slice(0, 50),
      email: overrides.email ?? `user_${id}@example.com`,
      name: overrides.name ?? 'Test User',
      password: overrides.password ?? 'correct-horse-7',
    };
    const res = await request<{ token: string; user: RegisteredUser['user'] }>(
      'POST',
      '/api/auth/register',
      { json: input },
    );
    if (res.status !== 201) throw new Error(`registerUser failed: ${res.status} ${res.text}`);
    const plan = overrides.plan ?? options.defaultPlan ?? 'free';
    if (plan !== 'free') await setPlan(handle.db, res.body.user.id, plan);
    return {
      token: res.body.token,
      user: res.body.user,
      username: input.username,
      email: input.email,
      password: input.password,
    };
  };

  let closed = false;
  return {
    baseUrl,
    dialect: handle.dialect,
    db: handle.db,
    config,
    sqliteFile,
    pgSchema,
    request,
    get: (p, o) => request('GET', p, o),
    post: (p, json, o) => request('POST', p, { ...o, json }),
    patch: (p, json, o) => request('PATCH', p, { ...o, json }),
    put: (p, json, o) => request('PUT', p, { ...o, json }),
    delete: (p, o) => request('DELETE', p, o),
    registerUser,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open.
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await handle.close();
      if (pgSchema && testDatabaseUrl) {
        const admin = new pg.Client({ connectionString: testDatabaseUrl });
        await admin.connect();
        try {
          await admin.query(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
        } finally {
          await admin.end();
        }
      }
      if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}
