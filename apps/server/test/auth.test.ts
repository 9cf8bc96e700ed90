import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../src/auth/sessionTokens';
import { PENDING_ALLOWANCE } from '../src/auth/loginThrottle';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describeEachDatabase('auth', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

  describe('health', () => {
    it('answers 200 {"ok":true}', async () => {
      const res = await server.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.text).toBe('{"ok":true}');
    });
  });

  describe('POST /api/auth/register', () => {
    it('creates a user, answers 201 { token, user } and sets an HttpOnly SameSite=Lax cookie', async () => {
      const res = await server.post('/api/auth/register', {
        username: 'alice',
        email: ' Alice@Example.COM ',
        name: 'Alice A',
        password: 'blue-kettle-1',
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(res.body.user).toEqual({
        id: expect.any(Number),
        name: 'Alice A',
        email: 'alice@example.com',
        username: 'alice',
        subscriptionTier: 'free',
        createdAt: expect.stringMatching(isoTimestamp),
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^crm_session=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it('stores an argon2id hash (>= 19 MiB, >= 2 passes) and only a SHA-256 of the token', async () => {
      const { token, user } = await server.registerUser({ password: 'hunter22' });
      const row = await server.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(row.password_hash);
      expect(params).not.toBeNull();
      expect(Number(params![1])).toBeGreaterThanOrEqual(19456);
      expect(Number(params![2])).toBeGreaterThanOrEqual(2);
      const sessions = await server.db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.token_hash).toBe(hashSessionToken(token));
      expect(sessions[0]!.token_hash).not.toContain(token);
    });

    it('treats usernames and emails that differ only in case as taken', async () => {
      const taken = await server.registerUser({ username: `Case_${Date.now().toString(36)}` });
      const res = await server.post('/api/auth/register', {
        username: taken.username.toLowerCase(),
        email: 'case-other@example.com',
        name: 'Someone',
        password: 'blue-kettle-1',
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: 'Username is already taken', field: 'username' });
      const login = await server.post('/api/auth/login', {
        username: taken.username.toUpperCase(),
        password: taken.password,
      });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(taken.user.id);
      // The database itself refuses a case variant, whichever way it arrives.
      await expect(
        server.db
          .insertInto('users')
          .values({
            username: taken.username.toUpperCase(),
            email: taken.email.toUpperCase(),
            name: 'Direct',
            password_hash: 'x',
            subscription_tier: 'free',
            requires_password_change: 0,
            created_at: new Date().toISOString(),
          })
          .execute(),
      ).rejects.toThrow();
    });

    it("rejects '@' in a username, which login would read as an email", async () => {
      const res = await server.post('/api/auth/register', {
        username: 'someone@home',
        email: 'someone-at-home@example.com',
        name: 'Someone',
        password: 'blue-kettle-1',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Username must not contain @', field: 'username' });
    });

    it('answers 409 with a clear message for a taken username or email', async () => {
      const taken = await server.registerUser();
      const byName = await server.post('/api/auth/register', {
        username: taken.username,
        email: 'someone-else@example.com',
        name: 'Someone',
        password: 'blue-kettle-1',
      });
      expect(byName.status).toBe(409);
      expect(byName.body).toEqual({ message: 'Username is already taken', field: 'username' });
      const byEmail = await server.post('/api/auth/register', {
        username: 'another_name',
        email: taken.email.toUpperCase(),
        name: 'Someone',
        password: 'blue-kettle-1',
      });
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toEqual({
        message: 'An account with this email already exists',
        field: 'email',
      });
    });

    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: undefined }, 'username', 'Username must be at least 3 characters'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email'],
      [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ])('answers 400 naming the field for %j', async (patch, field, message) => {
      const res = await server.post('/api/auth/register', {
        username: 'valid_name',
        email: 'valid@example.com',
        name: 'Valid Name',
        password: 'blue-kettle-1',
        ...patch,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('ignores server-owned and unknown fields (no mass assignment)', async () => {
      const res = await server.post('/api/auth/register', {
        username: 'mallory',
        email: 'mallory@example.com',
        name: 'Mallory',
        password: 'blue-kettle-1',
        id: 999,
        subscriptionTier: 'enterprise',
        requiresPasswordChange: true,
        createdAt: '2000-01-01T00:00:00.000Z',
        isAdmin: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.user.id).not.toBe(999);
      expect(res.body.user.subscriptionTier).toBe('free');
      expect(res.body.user.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      expect(res.body.user).not.toHaveProperty('isAdmin');
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers { token, user, requiresPasswordChange } and accepts the email as username', async () => {
      const u = await server.registerUser({ password: 'correct-horse' });
      const res = await server.post('/api/auth/login', {
        username: u.username,
        password: 'correct-horse',
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['requiresPasswordChange', 'token', 'user']);
      expect(res.body.requiresPasswordChange).toBe(false);
      expect(res.body.user).toEqual(u.user);
      expect(res.body.token).not.toBe(u.token);
      const byEmail = await server.post('/api/auth/login', {
        username: u.email.toUpperCase(),
        password: 'correct-horse',
      });
      expect(byEmail.status).toBe(200);
    });

    it('says the same for an unknown user and a wrong password', async () => {
      const u = await server.registerUser();
      const wrong = await server.post('/api/auth/login', {
        username: u.username,
        password: 'wrong-password',
      });
      const unknown = await server.post('/api/auth/login', {
        username: 'nobody_here',
        password: 'wrong-password',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: 'Invalid username or password' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
      [{ password: undefined }, 'password', 'Password must be at least 6 characters'],
    ])('answers 400 naming the field for %j', async (patch, field, message) => {
      const res = await server.post('/api/auth/login', {
        username: 'someone',
        password: 'blue-kettle-1',
        ...patch,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('accepts an email longer than a username as the login name', async () => {
      const email = `${'long.address.'.repeat(5)}${Date.now().toString(36)}@example.com`;
      expect(email.length).toBeGreaterThan(50);
      const u = await server.registerUser({ email });
      const res = await server.post('/api/auth/login', { username: email, password: u.password });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(u.user.id);
    });

    it('reports requiresPasswordChange for a user on a temporary password', async () => {
      const u = await server.registerUser({ password: 'temporary1' });
      await server.db
        .updateTable('users')
        .set({ requires_password_change: 1 })
        .where('id', '=', u.user.id)
        .execute();
      const res = await server.post('/api/auth/login', {
        username: u.username,
        password: 'temporary1',
      });
      expect(res.body.requiresPasswordChange).toBe(true);
      // A reloaded app only has `me` to learn it from.
      const me = await server.get('/api/auth/me', { token: res.body.token });
      expect(me.status).toBe(200);
      expect(me.body.requiresPasswordChange).toBe(true);
    });
  });

  describe('rate limit on failed logins', () => {
    it('answers 429 with Retry-After after 5 failures, even for the right password, and only for that username', async () => {
      const u = await server.registerUser({ password: 'right-password' });
      for (let i = 0; i < 5; i++) {
        const res = await server.post('/api/auth/login', {
          username: u.username,
          password: 'wrong-password',
        });
        expect(res.status).toBe(401);
      }
      const blocked = await server.post('/api/auth/login', {
        username: u.username,
        password: 'right-password',
      });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Too many failed login attempts\. Try again in 15 minutes\.$/,
      );
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);

      const other = await server.registerUser({ password: 'right-password' });
      const fine = await server.post('/api/auth/login', {
        username: other.username,
        password: 'right-password',
      });
      expect(fine.status).toBe(200);
    });

    it('lets at most 5 + PENDING_ALLOWANCE password checks through when many wrong passwords arrive at once', async () => {
      const u = await server.registerUser({ password: 'right-password' });
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          server.post('/api/auth/login', { username: u.username, password: 'wrong-password' }),
        ),
      );
      const statuses = results.map((r) => r.status);
      // Every 401 is a password that was checked; every 429 was refused before checking.
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      const checked = statuses.filter((status) => status === 401).length;
      // Attempts still being checked are pending, not failures (so parallel correct logins pass):
      // a burst can check at most PENDING_ALLOWANCE more than the rule allows.
      expect(checked).toBeLessThanOrEqual(5 + PENDING_ALLOWANCE);
      // Refused attempts are not failures: the window holds exactly the checked ones.
      for (let i = checked; i < 5; i++)
        await server.post('/api/auth/login', { username: u.username, password: 'wrong-password' });
      expect(
        (await server.post('/api/auth/login', { username: u.username, password: 'right-password' }))
          .status,
      ).toBe(429);
    });

    it('forgets earlier failures after a successful login', async () => {
      const u = await server.registerUser({ password: 'right-password' });
      for (let i = 0; i < 4; i++)
        await server.post('/api/auth/login', { username: u.username, password: 'nope-nope' });
      expect(
        (await server.post('/api/auth/login', { username: u.username, password: 'right-password' }))
          .status,
      ).toBe(200);
      for (let i = 0; i < 4; i++)
        await server.post('/api/auth/login', { username: u.username, password: 'nope-nope' });
      expect(
        (await server.post('/api/auth/login', { username: u.username, password: 'right-password' }))
          .status,
      ).toBe(200);
    });
  });

  describe('behind a trusted proxy', () => {
    it('counts failures per username and the address the proxy appended to X-Forwarded-For', async () => {
      const proxied = await startTestServer({ database, config: { trustProxy: true } });
      try {
        const u = await proxied.registerUser({ password: 'right-password' });
        // The client writes whatever it likes on the left; the proxy appends the address it saw.
        const from = (ip: string, claimed = `192.0.2.${Math.floor(Math.random() * 250)}`) => ({
          headers: { 'X-Forwarded-For': `${claimed}, ${ip}` },
        });
        for (let i = 0; i < 5; i++) {
          await proxied.post(
            '/api/auth/login',
            { username: u.username, password: 'wrong-pass' },
            from('203.0.113.7'),
          );
        }
        const blocked = await proxied.post(
          '/api/auth/login',
          { username: u.username, password: 'right-password' },
          from('203.0.113.7'),
        );
        expect(blocked.status).toBe(429);
        const elsewhere = await proxied.post(
          '/api/auth/login',
          { username: u.username, password: 'right-password' },
          from('198.51.100.9', '203.0.113.7'),
        );
        expect(elsewhere.status).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('marks the session cookie Secure when the request arrived over HTTPS', async () => {
      const proxied = await startTestServer({ database, config: { trustProxy: true } });
      try {
        const u = await proxied.registerUser();
        const login = (headers: Record<string, string>, target = proxied) =>
          target.post(
            '/api/auth/login',
            { username: u.username, password: u.password },
            { headers },
          );
        const https = await login({ 'X-Forwarded-Proto': 'https' });
        expect(https.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
        const plain = await login({ 'X-Forwarded-Proto': 'http' });
        expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
        // Without a trusted proxy the header is the client's word and means nothing.
        const direct = await server.registerUser();
        const untrusted = await server.post(
          '/api/auth/login',
          { username: direct.username, password: direct.password },
          { headers: { 'X-Forwarded-Proto': 'https' } },
        );
        expect(untrusted.status).toBe(200);
        expect(untrusted.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me answers { user } with the Bearer token and with the cookie', async () => {
      const u = await server.registerUser();
      const bearer = await server.get('/api/auth/me', { token: u.token });
      expect(bearer.status).toBe(200);
      expect(bearer.body).toEqual({ user: u.user, requiresPasswordChange: false });
      const cookie = await server.get('/api/auth/me', {
        headers: { Cookie: `crm_session=${u.token}` },
      });
      expect(cookie.status).toBe(200);
      expect(cookie.body).toEqual({ user: u.user, requiresPasswordChange: false });
    });

    it('answers 401 without a token, with a made-up token and with an expired one', async () => {
      expect((await server.get('/api/auth/me')).status).toBe(401);
      expect((await server.get('/api/auth/me', { token: 'x'.repeat(43) })).body).toEqual({
        message: 'Not authenticated',
      });
      const u = await server.registerUser();
      await server.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', u.user.id)
        .execute();
      expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(401);
    });

    it('POST /api/auth/logout revokes the token and clears the cookie', async () => {
      const u = await server.registerUser();
      const res = await server.post('/api/auth/logout', undefined, { token: u.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(res.headers.get('set-cookie')).toMatch(/crm_session=;.*Max-Age=0/i);
      expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(401);
      expect((await server.get('/api/contacts', { token: u.token })).status).toBe(401);
    });

    it('logout through the cookie revokes the cookie session', async () => {
      const u = await server.registerUser();
      const cookie = { Cookie: `crm_session=${u.token}` };
      expect((await server.post('/api/auth/logout', undefined, { headers: cookie })).status).toBe(
        200,
      );
      expect((await server.get('/api/auth/me', { headers: cookie })).status).toBe(401);
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('checks the current password, keeps this session, revokes the others and clears requiresPasswordChange', async () => {
      const u = await server.registerUser({ password: 'old-password' });
      await server.db
        .updateTable('users')
        .set({ requires_password_change: 1 })
        .where('id', '=', u.user.id)
        .execute();
      const other = await server.post('/api/auth/login', {
        username: u.username,
        password: 'old-password',
      });
      expect(other.body.requiresPasswordChange).toBe(true);

      const pending = await server.get('/api/contacts', { token: u.token });
      expect(pending.status).toBe(403);
      expect(pending.body).toEqual({ message: 'Password change required' });
      expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(200);

      const wrong = await server.post(
        '/api/auth/change-password',
        { currentPassword: 'not-it', newPassword: 'new-password' },
        { token: u.token },
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        message: 'Current password is incorrect',
        field: 'currentPassword',
      });

      const ok = await server.post(
        '/api/auth/change-password',
        { currentPassword: 'old-password', newPassword: 'new-password' },
        { token: u.token },
      );
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ success: true });

      expect((await server.get('/api/auth/me', { token: u.token })).status).toBe(200);
      expect((await server.get('/api/auth/me', { token: other.body.token })).status).toBe(401);
      expect((await server.get('/api/contacts', { token: u.token })).status).toBe(200);
      expect(
        (await server.post('/api/auth/login', { username: u.username, password: 'old-password' }))
          .status,
      ).toBe(401);
      const again = await server.post('/api/auth/login', {
        username: u.username,
        password: 'new-password',
      });
      expect(again.status).toBe(200);
      expect(again.body.requiresPasswordChange).toBe(false);
    });

    it.each([
      [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
      [{ currentPassword: undefined }, 'currentPassword', 'Current password is required'],
      [{ newPassword: 'short' }, 'newPassword', 'New password must be at least 8 characters long'],
    ])('answers 400 naming the field for %j', async (patch, field, message) => {
      const u = await server.registerUser();
      const res = await server.post(
        '/api/auth/change-password',
        { currentPassword: u.password, newPassword: 'long-enough', ...patch },
        { token: u.token },
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('throttles wrong current passwords like logins, per user', async () => {
      const u = await server.registerUser({ password: 'right-password' });
      const attempt = (currentPassword: string) =>
        server.post(
          '/api/auth/change-password',
          { currentPassword, newPassword: 'brand-new-password' },
          { token: u.token },
        );
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await attempt('wrong-password')).status);
      expect(statuses).toEqual([...Array(5).fill(400), ...Array(7).fill(429)]);
      const blocked = await attempt('right-password');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Too many failed password attempts\. Try again in 15 minutes\.$/,
      );
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
      // Another user is not affected.
      const other = await server.registerUser({ password: 'right-password' });
      const fine = await server.post(
        '/api/auth/change-password',
        { currentPassword: 'right-password', newPassword: 'brand-new-password' },
        { token: other.token },
      );
      expect(fine.status).toBe(200);
    });

    it('rejects reusing the current password and requires a session', async () => {
      const u = await server.registerUser();
      const same = await server.post(
        '/api/auth/change-password',
        { currentPassword: u.password, newPassword: u.password },
        { token: u.token },
      );
      expect(same.status).toBe(400);
      expect(same.body.field).toBe('newPassword');
      const anonymous = await server.post('/api/auth/change-password', {
        currentPassword: 'whatever',
        newPassword: 'long-enough',
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
