import { afterAll, beforeAll, expect, it } from 'vitest';
import { purgeExpiredAuthRows } from '../src/auth/sessionPurge';
import { loadConfig } from '../src/config';
import { toIso } from '../src/db/columnTypes';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

it('reads SESSION_IDLE_MINUTES and SESSION_MAX_DAYS, defaulting to 8 hours and 30 days', () => {
  expect(loadConfig({}).sessionIdleMs).toBe(480 * MINUTE);
  expect(loadConfig({}).sessionTtlMs).toBe(30 * 24 * 60 * MINUTE);
  const set = loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_DAYS: '2' });
  expect(set.sessionIdleMs).toBe(15 * MINUTE);
  expect(set.sessionTtlMs).toBe(2 * 24 * 60 * MINUTE);
  expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
});

describeEachDatabase('sessions (issue 16)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      config: { sessionIdleMs: 30 * MINUTE, maxSessionsPerUser: 3 },
    });
  });
  afterAll(() => server.close());

  const setLastUsed = (userId: number, at: string) =>
    server.db
      .updateTable('sessions')
      .set({ last_used_at: at })
      .where('user_id', '=', userId)
      .execute();
  const lastUsed = async (userId: number) => {
    const row = await server.db
      .selectFrom('sessions')
      .select('last_used_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return new Date(toIso(row.last_used_at!)).getTime();
  };

  it('ends a session unused for longer than the idle timeout, though its absolute expiry is far', async () => {
    const u = await server.registerUser();
    await setLastUsed(u.user.id, ago(29 * MINUTE));
    expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(200);
    // That use moved the idle deadline on.
    expect(await lastUsed(u.user.id)).toBeGreaterThan(Date.now() - MINUTE);
    await setLastUsed(u.user.id, ago(31 * MINUTE));
    expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(401);
  });

  it('writes the last use at most once a minute per session', async () => {
    const u = await server.registerUser();
    const written = ago(30_000);
    await setLastUsed(u.user.id, written);
    for (let i = 0; i < 3; i++)
      expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(200);
    expect(await lastUsed(u.user.id)).toBe(new Date(written).getTime());
  });

  it('keeps the newest sessions of a user up to the cap', async () => {
    const u = await server.registerUser({ password: 'right-password' });
    const tokens = [u.token];
    for (let i = 0; i < 4; i++) {
      const res = await server.post('/api/auth/login', {
        username: u.username,
        password: 'right-password',
      });
      tokens.push(res.body.token);
    }
    const statuses = [];
    for (const token of tokens) statuses.push((await server.get('/api/auth/me', { token })).status);
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
  });

  it('purges ended sessions of every user and old login failures, keeping live ones', async () => {
    const expired = await server.registerUser();
    const idle = await server.registerUser();
    const live = await server.registerUser();
    await server.db
      .updateTable('sessions')
      .set({ expires_at: ago(1000) })
      .where('user_id', '=', expired.user.id)
      .execute();
    await setLastUsed(idle.user.id, ago(31 * MINUTE));
    await server.db
      .insertInto('login_failures')
      .values([
        { throttle_key: 'purge-old', failed_at: ago(2 * 60 * MINUTE), pending: 0 },
        { throttle_key: 'purge-new', failed_at: ago(MINUTE), pending: 0 },
      ])
      .execute();
    await purgeExpiredAuthRows(server, server.config);
    const users = await server.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', 'in', [expired.user.id, idle.user.id, live.user.id])
      .execute();
    expect(users.map((r) => r.user_id)).toEqual([live.user.id]);
    const keys = await server.db
      .selectFrom('login_failures')
      .select('throttle_key')
      .where('throttle_key', 'like', 'purge-%')
      .execute();
    expect(keys.map((r) => r.throttle_key)).toEqual(['purge-new']);
  });
});
