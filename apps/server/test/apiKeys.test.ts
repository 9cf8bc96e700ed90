import {
  API_KEY_SCOPES,
  ApiKeyCreatedResponseSchema,
  ApiKeyListResponseSchema,
  type ApiKeyInput,
  type ApiKeyScope,
} from '@crm/api-client';
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * API keys (issue 33 §2): stored only as a hash, refused from the request after revocation or
 * expiry, limited to their scopes and to the routes that take keys, to their owner's records, and
 * to their own rate; `last_used_at` follows their use.
 */
describeEachDatabase('API keys', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  async function createKey(token: string, input: Partial<ApiKeyInput> = {}) {
    const res = await server.post(
      '/api/api-keys',
      { name: 'Shop sync', scopes: ['contacts:read'], ...input },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    const parsed = v.safeParse(ApiKeyCreatedResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return res.body as v.InferOutput<typeof ApiKeyCreatedResponseSchema>;
  }

  async function addContact(token: string, email = `k${Math.random()}@example.com`) {
    const res = await server.post(
      '/api/contacts',
      { email, firstName: 'Kim', lastName: 'Lee' },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.contact.id as number;
  }

  it('creates a key shown once, lists it without the secret, and keeps only its hash', async () => {
    const { token } = await server.registerUser();
    const { key, apiKey } = await createKey(token, {
      name: '  Shop sync  ',
      scopes: ['contacts:write', 'contacts:read', 'contacts:read'],
      expiresInDays: 90,
    });
    expect(key).toMatch(/^crm_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.name).toBe('Shop sync');
    expect(apiKey.prefix).toBe(key.slice(0, 12));
    expect(apiKey.scopes).toEqual(['contacts:read', 'contacts:write']);
    expect(apiKey.lastUsedAt).toBeNull();
    const days = (Date.parse(apiKey.expiresAt!) - Date.parse(apiKey.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 5);

    const list = await server.get('/api/api-keys', { token });
    expect(list.status).toBe(200);
    expect(v.safeParse(ApiKeyListResponseSchema, list.body).success).toBe(true);
    expect(list.body.apiKeys).toEqual([apiKey]);
    const secret = key.slice(13);
    const hash = createHash('sha256').update(key).digest('hex');
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain(hash);

    // At rest: the row holds the SHA-256 of the key and no part of its secret.
    const row = await server.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', apiKey.id)
      .executeTakeFirstOrThrow();
    expect(row.hash).toBe(hash);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.slice(0, 16));
  });

  it('refuses bad input in words', async () => {
    const { token } = await server.registerUser();
    const post = (json: unknown) => server.post('/api/api-keys', json, { token });
    expect((await post({ name: ' ', scopes: ['forms'] })).body.message).toBe('Give the key a name');
    expect((await post({ name: 'x', scopes: [] })).body.message).toBe('Choose at least one scope');
    const wrongScope = await post({ name: 'x', scopes: ['everything'] });
    expect(wrongScope.status).toBe(400);
    expect(wrongScope.body.message).toMatch(/^Scopes are contacts:read, contacts:write/);
    const wrongExpiry = await post({ name: 'x', scopes: ['forms'], expiresInDays: 7 });
    expect(wrongExpiry.body.message).toBe('A key expires after 30, 90, 365 days, or never');
  });

  it('refuses a revoked key on the very next request, and an unknown one', async () => {
    const { token } = await server.registerUser();
    const { key, apiKey } = await createKey(token);
    expect((await server.get('/api/contacts', { token: key })).status).toBe(200);
    const revoke = await server.delete(`/api/api-keys/${apiKey.id}`, { token });
    expect(revoke.status).toBe(204);
    const after = await server.get('/api/contacts', { token: key });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('This API key has been revoked');
    expect((await server.get('/api/api-keys', { token })).body.apiKeys).toEqual([]);
    expect((await server.delete(`/api/api-keys/${apiKey.id}`, { token })).status).toBe(404);

    const forged = `${key.slice(0, 13)}${'A'.repeat(43)}`;
    const unknown = await server.get('/api/contacts', { token: forged });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('This API key is not valid');
  });

  it('refuses an expired key', async () => {
    const { token } = await server.registerUser();
    const { key, apiKey } = await createKey(token, { expiresInDays: 30 });
    expect((await server.get('/api/contacts', { token: key })).status).toBe(200);
    await server.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', apiKey.id)
      .execute();
    const res = await server.get('/api/contacts', { token: key });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This API key has expired');
  });

  it('lets a key through only with the scope its route needs', async () => {
    const { token } = await server.registerUser();
    const { key: reader } = await createKey(token, { scopes: ['contacts:read'] });
    expect((await server.get('/api/contacts', { token: reader })).status).toBe(200);
    const write = await server.post(
      '/api/contacts',
      { email: 'scoped@example.com', firstName: 'A', lastName: 'B' },
      { token: reader },
    );
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('This API key does not have the contacts:write scope');
    const campaigns = await server.get('/api/campaigns', { token: reader });
    expect(campaigns.status).toBe(403);
    expect(campaigns.body.message).toBe('This API key does not have the campaigns:read scope');

    // Counting a draft segment is a read, though it is a POST.
    const count = await server.post(
      '/api/segments/count',
      { match: 'all', groups: [] },
      { token: reader },
    );
    expect(count.status, count.text).not.toBe(403);

    const { key: writer } = await createKey(token, { scopes: ['contacts:write'] });
    const created = await server.post(
      '/api/contacts',
      { email: 'scoped@example.com', firstName: 'A', lastName: 'B' },
      { token: writer },
    );
    expect(created.status, created.text).toBe(201);
    expect((await server.get('/api/contacts', { token: reader })).body.contacts).toHaveLength(1);
  });

  // Whatever its scopes, a key never reaches sign-in, profile, settings, billing or key management.
  const sessionOnly: [string, string, unknown?][] = [
    ['GET', '/api/auth/me'],
    ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
    ['POST', '/api/auth/logout'],
    ['GET', '/api/profile'],
    ['GET', '/api/settings'],
    ['PUT', '/api/settings', {}],
    ['GET', '/api/subscription'],
    ['GET', '/api/sending/status'],
    ['GET', '/api/domains'],
    ['GET', '/api/outbox'],
    ['GET', '/api/api-keys'],
    ['POST', '/api/api-keys', { name: 'Another', scopes: ['contacts:read'] }],
    ['DELETE', '/api/api-keys/1'],
  ];
  it.each(sessionOnly)('refuses any key on %s %s', async (method, path, json) => {
    const { token } = await server.registerUser();
    const { key } = await createKey(token, { scopes: [...API_KEY_SCOPES] as ApiKeyScope[] });
    const res = await server.request(method, path, { token: key, json });
    expect(res.status, res.text).toBe(403);
    expect(res.body.message).toBe('API keys cannot be used for this route');
    // The session itself is untouched (a key's logout revokes nothing).
    expect((await server.get('/api/auth/me', { token })).status).toBe(200);
  });

  it("never shows a key one owner's records to another", async () => {
    const a = await server.registerUser();
    const b = await server.registerUser();
    const mine = await addContact(a.token, 'mine@example.com');
    const theirs = await addContact(b.token, 'theirs@example.com');
    const { key } = await createKey(a.token, { scopes: ['contacts:read', 'contacts:write'] });
    const list = await server.get('/api/contacts', { token: key });
    expect(list.body.contacts.map((c: { id: number }) => c.id)).toEqual([mine]);
    expect((await server.get(`/api/contacts/${theirs}`, { token: key })).status).toBe(404);
    expect((await server.delete(`/api/contacts/${theirs}`, { token: key })).status).toBe(404);
    expect((await server.get(`/api/contacts/${theirs}`, { token: b.token })).status).toBe(200);
  });

  it('is not refused as cross-site, while a cookie session still is', async () => {
    const { token } = await server.registerUser();
    const { key } = await createKey(token, { scopes: ['contacts:write'] });
    const body = { email: 'origin@example.com', firstName: 'O', lastName: 'K' };
    const evil = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const viaKey = await server.post('/api/contacts', body, { token: key, headers: evil });
    expect(viaKey.status, viaKey.text).toBe(201);
    const viaCookie = await server.post('/api/contacts', body, {
      headers: { ...evil, Cookie: `crm_session=${token}` },
    });
    expect(viaCookie.status).toBe(403);
    expect(viaCookie.body.message).toBe('Cross-site request rejected');
  });

  it('moves last_used_at on use, at most once a minute', async () => {
    const { token } = await server.registerUser();
    const { key, apiKey } = await createKey(token);
    const lastUsed = async () =>
      (
        (await server.get('/api/api-keys', { token })).body.apiKeys as {
          id: number;
          lastUsedAt: string | null;
        }[]
      ).find((k) => k.id === apiKey.id)!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await server.get('/api/contacts', { token: key });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);

    const setLastUsed = (msAgo: number) =>
      server.db
        .updateTable('api_keys')
        .set({ last_used_at: new Date(Date.now() - msAgo).toISOString() })
        .where('id', '=', apiKey.id)
        .execute();
    await setLastUsed(30_000);
    const recent = await lastUsed();
    await server.get('/api/contacts', { token: key });
    expect(await lastUsed()).toBe(recent);
    await setLastUsed(120_000);
    await server.get('/api/contacts', { token: key });
    expect(Date.now() - Date.parse((await lastUsed())!)).toBeLessThan(60_000);
  });
});

describeEachDatabase('API key rate limit', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    // Three requests per hour-long window, so the limit is reached without a clock.
    server = await startTestServer({
      database,
      config: { apiKeyRateLimit: { max: 3, windowMs: 60 * 60 * 1000 } },
    });
  });
  afterAll(() => server?.close());

  it('answers 429 with Retry-After past the limit, per key', async () => {
    const { token } = await server.registerUser();
    const create = async () =>
      (await server.post('/api/api-keys', { name: 'Busy', scopes: ['contacts:read'] }, { token }))
        .body.key as string;
    const busy = await create();
    const statuses = await Promise.all(
      Array.from({ length: 3 }, () => server.get('/api/contacts', { token: busy })),
    );
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200]);
    const over = await server.get('/api/contacts', { token: busy });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^This API key has made too many requests\. Try again in \d+ seconds?\.$/,
    );
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another key, and the session, have their own allowance.
    expect((await server.get('/api/contacts', { token: await create() })).status).toBe(200);
    expect((await server.get('/api/contacts', { token })).status).toBe(200);
  });
});
