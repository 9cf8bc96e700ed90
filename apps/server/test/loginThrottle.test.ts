import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../src/auth/loginThrottle';
import { defaultConfig } from '../src/config';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

describe('addressKey', () => {
  it('keeps IPv4 addresses whole and groups IPv6 addresses by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });
});

describeEachDatabase('login throttle (issue 16)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      config: {
        trustProxy: true,
        loginThrottle: {
          ...defaultConfig.loginThrottle,
          account: { maxFailures: 8, windowMs: 60 * 60 * 1000 },
          address: { maxFailures: 12, windowMs: 15 * 60 * 1000 },
        },
      },
    });
  });
  afterAll(() => server.close());

  const from = (ip: string) => ({ headers: { 'X-Forwarded-For': ip } });
  const login = (username: string, password: string, ip: string) =>
    server.post('/api/auth/login', { username, password }, from(ip));

  it('counts the username and the email of one account as the same account', async () => {
    const u = await server.registerUser({ password: 'right-password' });
    for (let i = 0; i < 5; i++)
      expect((await login(u.username, 'wrong-password', '192.0.2.10')).status).toBe(401);
    // The old key was name + address, so the email started a fresh count.
    expect((await login(u.user.email, 'wrong-password', '192.0.2.10')).status).toBe(429);
  });

  it('throttles an account across addresses, but its owner still gets in from a clean address', async () => {
    const u = await server.registerUser({ password: 'right-password' });
    // Rotating addresses: one guess from each of eight addresses.
    for (let i = 0; i < 8; i++)
      expect((await login(u.username, 'wrong-password', `198.51.100.${i + 1}`)).status).toBe(401);
    // A ninth address is refused before its password is checked, right or wrong...
    const tried = await login(u.username, 'wrong-password', '198.51.100.1');
    expect(tried.status).toBe(429);
    expect(Number(tried.headers.get('retry-after'))).toBeGreaterThan(3000);
    // ...but the owner, from an address that never failed for this account, is let in.
    expect((await login(u.username, 'right-password', '203.0.113.99')).status).toBe(200);
  });

  it('throttles one address across accounts, an IPv6 client by its /64', async () => {
    const users = await Promise.all(
      Array.from({ length: 4 }, () => server.registerUser({ password: 'right-password' })),
    );
    // Twelve failures spread over accounts and over addresses of one /64.
    for (let i = 0; i < 12; i++) {
      const res = await login(users[i % 4]!.username, 'wrong-password', `2001:db8:7:7::${i + 1}`);
      expect(res.status).toBe(401);
    }
    const other = await server.registerUser({ password: 'right-password' });
    expect((await login(other.username, 'right-password', '2001:db8:7:7:ffff::1')).status).toBe(
      429,
    );
    // The next /64 is someone else.
    expect((await login(other.username, 'right-password', '2001:db8:7:8::1')).status).toBe(200);
  });

  it('never answers 429 to ten parallel correct logins', async () => {
    const u = await server.registerUser({ password: 'right-password' });
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => login(u.username, 'right-password', '192.0.2.200')),
      );
      statuses.push(...results.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
