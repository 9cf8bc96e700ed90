import { COMMON_PASSWORD_MESSAGE, USERNAME_CHARACTERS_MESSAGE } from '@crm/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEMPORARY_PASSWORD_EXPIRED } from '../src/auth/authRoutes';
import type * as PasswordHash from '../src/auth/passwordHash';
import { hashPassword } from '../src/auth/passwordHash';
import { defaultConfig } from '../src/config';
import { seedDemoAccount } from '../src/seed/seedDemoAccount';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

// Counts the real hashes, so a 409 can be shown to do the work a success does.
vi.mock('../src/auth/passwordHash', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordHash>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const DAY = 86_400_000;

describeEachDatabase('auth hardening (issue 16)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      config: {
        trustProxy: true,
        registerThrottle: { ...defaultConfig.registerThrottle, maxAttempts: 4 },
      },
    });
  });
  afterAll(() => server.close());

  let n = 0;
  /** Each call comes from an address of its own unless one is given, so limits do not mix. */
  const register = (body: Record<string, string>, ip = `198.51.100.${++n}`) =>
    server.post(
      '/api/auth/register',
      {
        username: `hard_${n}_${Date.now()}`,
        email: `hard_${n}_${Date.now()}@example.com`,
        name: 'Hard Ening',
        password: 'violet-Anchor-93',
        ...body,
      },
      { headers: { 'X-Forwarded-For': ip } },
    );

  describe('common passwords', () => {
    it('refuses a common password on register, whatever its case, with the contract message', async () => {
      for (const password of ['password123', 'PassWord123', 'qwertyuiop']) {
        const res = await register({ password });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: COMMON_PASSWORD_MESSAGE, field: 'password' });
      }
      expect((await register({ password: 'violet-Anchor-93' })).status).toBe(201);
    });

    it('refuses a common new password on change', async () => {
      const res = await register({});
      const change = (newPassword: string) =>
        server.post(
          '/api/auth/change-password',
          { currentPassword: 'violet-Anchor-93', newPassword },
          { token: res.body.token },
        );
      const refused = await change('iloveyou1');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: COMMON_PASSWORD_MESSAGE, field: 'newPassword' });
      expect((await change('amber-Trellis-58')).status).toBe(200);
    });
  });

  describe('usernames', () => {
    it('stores the NFKC form, and login finds it from any equivalent spelling', async () => {
      const res = await register({ username: 'ｆｕｌｌ\u0301wide' });
      expect(res.status).toBe(201);
      expect(res.body.user.username).toBe('full\u0301wide'.normalize('NFKC'));
      for (const username of ['ｆｕｌｌ\u0301wide', 'ful\u013Awide', 'FUL\u0139WIDE']) {
        const login = await server.post('/api/auth/login', {
          username,
          password: 'violet-Anchor-93',
        });
        expect(login.status).toBe(200);
      }
      const twin = await register({ username: 'ful\u013Awide' });
      expect(twin.status).toBe(409);
    });

    it('signs in a name with a capital outside ASCII as registered, composed or not', async () => {
      const res = await register({ username: '\u00C9mile_' + n });
      expect(res.status).toBe(201);
      const name = res.body.user.username as string;
      for (const username of [name, name.normalize('NFD')]) {
        const login = await server.post('/api/auth/login', {
          username,
          password: 'violet-Anchor-93',
        });
        expect(login.status, username).toBe(200);
      }
      const again = await register({ username: name.normalize('NFD') });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Username is already taken', field: 'username' });
    });

    it('refuses control and bidirectional-override characters', async () => {
      for (const username of ['adm\u202Enimda', 'tab\tname', 'zero\u200Bwidth', 'iso\u2066late']) {
        const res = await register({ username });
        expect(res.status, JSON.stringify(username)).toBe(400);
        expect(res.body).toEqual({ message: USERNAME_CHARACTERS_MESSAGE, field: 'username' });
      }
    });
  });

  describe('registration anti-automation', () => {
    it('limits registrations per address, 409s included, and leaves other addresses alone', async () => {
      const ip = '203.0.113.50';
      const first = await register({}, ip);
      expect(first.status).toBe(201);
      const taken = { username: first.body.user.username };
      expect((await register(taken, ip)).status).toBe(409);
      expect((await register(taken, ip)).status).toBe(409);
      expect((await register({}, ip)).status).toBe(201);
      const limited = await register(taken, ip);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many registration attempts\. Try again in/);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await register({}, '203.0.113.51')).status).toBe(201);
    });

    it('hashes the password before answering 409, so it takes as long as a success', async () => {
      const existing = await register({});
      const taken = { username: existing.body.user.username };
      const hashes = vi.mocked(hashPassword);
      hashes.mockClear();
      expect((await register(taken)).status).toBe(409);
      expect(hashes).toHaveBeenCalledTimes(1);

      // The answer waits for the hash, as a success does: a hash made slow on purpose holds the 409
      // back by as long (a comparison of wall times failed on a loaded machine, a fixed delay cannot).
      let release!: () => void;
      hashes.mockImplementationOnce(
        () => new Promise<string>((resolve) => (release = () => resolve('slow-hash'))),
      );
      let answered = false;
      const conflict = register(taken).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(() => expect(hashes).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      expect((await conflict).status).toBe(409);
    });
  });

  describe('demo temporary password', () => {
    it('works until it expires after 7 days, then says so (only to whoever knows it)', async () => {
      const { username, password } = await seedDemoAccount(server);
      const row = await server.db
        .selectFrom('users')
        .select(['id', 'temporary_password_expires_at'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const expires = new Date(row.temporary_password_expires_at!).getTime();
      expect(Math.abs(expires - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
      expect((await server.post('/api/auth/login', { username, password })).status).toBe(200);

      await server.db
        .updateTable('users')
        .set({ temporary_password_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', row.id)
        .execute();
      const expired = await server.post('/api/auth/login', { username, password });
      expect(expired.status).toBe(401);
      expect(expired.body.message).toBe(TEMPORARY_PASSWORD_EXPIRED);
      const wrong = await server.post('/api/auth/login', { username, password: 'not-the-one' });
      expect(wrong.body.message).toBe('Invalid username or password');
    });

    it('a changed password no longer expires', async () => {
      const { username, password } = await seedDemoAccount(server);
      const { token } = (await server.post('/api/auth/login', { username, password })).body;
      const newPassword = 'glacier-Mosaic-71';
      const changed = await server.post(
        '/api/auth/change-password',
        { currentPassword: password, newPassword },
        { token },
      );
      expect(changed.status).toBe(200);
      const row = await server.db
        .selectFrom('users')
        .select('temporary_password_expires_at')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      expect(row.temporary_password_expires_at).toBeNull();
      expect(
        (await server.post('/api/auth/login', { username, password: newPassword })).status,
      ).toBe(200);
    });
  });
});
