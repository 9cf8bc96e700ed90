import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { createFakeFetch, type FakeRoute, jsonResponse } from '../testing/fakeFetch';
import { createSession, type TokenStore } from './session';

const user = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  username: 'ada',
  subscriptionTier: 'free',
  createdAt: '2025-05-16T09:30:00.000Z',
};

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
  };
  return store;
}

function setup(routes: Record<string, FakeRoute>, token: string | null = null) {
  const tokens = memoryTokens(token);
  const fake = createFakeFetch(routes);
  const client = createApiClient({ fetch: fake.fetch, getToken: tokens.get });
  const onUserChange = vi.fn();
  const session = createSession({ client, tokens, onUserChange });
  return { tokens, session, onUserChange, requests: fake.requests };
}

describe('session start', () => {
  it('is anonymous with no stored token and makes no call', async () => {
    const { session, requests } = setup({});
    expect(session.getState().status).toBe('anonymous');
    await session.start();
    expect(session.getState().status).toBe('anonymous');
    expect(requests).toHaveLength(0);
  });

  it('is loading with a stored token, then authenticated from me', async () => {
    const { session, requests } = setup({ 'GET /api/auth/me': () => jsonResponse({ user }) }, 't1');
    expect(session.getState().status).toBe('loading');
    await session.start();
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { id: 1 } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t1');
  });

  it('removes the token and clears the session when me fails', async () => {
    const { session, tokens } = setup(
      { 'GET /api/auth/me': () => jsonResponse({ message: 'Session expired' }, 401) },
      'stale',
    );
    await session.start();
    expect(session.getState()).toEqual({
      status: 'anonymous',
      user: null,
      requiresPasswordChange: false,
    });
    expect(tokens.value).toBeNull();
  });

  it('ends the session when me answers with a server error', async () => {
    const { session, tokens } = setup(
      { 'GET /api/auth/me': () => jsonResponse({ message: 'Internal error' }, 500) },
      't1',
    );
    await session.start();
    expect(session.getState().status).toBe('anonymous');
    expect(tokens.value).toBeNull();
  });

  it.each([
    ['offline', new TypeError('Failed to fetch')],
    ['aborted by a reload', new DOMException('The user aborted a request.', 'AbortError')],
  ])(
    'keeps the token when me gets no answer (%s), and is anonymous meanwhile',
    async (_, error) => {
      const { session, tokens, onUserChange } = setup(
        {
          'GET /api/auth/me': () => {
            throw error;
          },
        },
        't1',
      );
      await session.start();
      expect(session.getState().status).toBe('anonymous');
      expect(tokens.value).toBe('t1');
      expect(onUserChange).not.toHaveBeenCalled();
    },
  );

  it('a refresh with no answer keeps the signed-in user; one the server refuses ends it', async () => {
    let answer: () => Response = () => jsonResponse({ user });
    const { session, tokens } = setup({ 'GET /api/auth/me': () => answer() }, 't1');
    await session.start();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await session.refreshUser();
    expect(session.getState()).toMatchObject({ status: 'authenticated', user: { id: 1 } });
    answer = () => jsonResponse({ message: 'Session expired' }, 401);
    await session.refreshUser();
    expect(session.getState().status).toBe('anonymous');
    expect(tokens.value).toBeNull();
  });

  it('keeps requiresPasswordChange from me, so a reload still knows about a temporary password', async () => {
    const { session } = setup(
      { 'GET /api/auth/me': () => jsonResponse({ user, requiresPasswordChange: true }) },
      't1',
    );
    await session.start();
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      requiresPasswordChange: true,
    });
  });

  it('fetches me once even when started twice (React strict mode)', async () => {
    const { session, requests } = setup({ 'GET /api/auth/me': () => jsonResponse({ user }) }, 't');
    await Promise.all([session.start(), session.start()]);
    expect(requests).toHaveLength(1);
  });
});

describe('login, register, logout, change password', () => {
  it('login stores token and user and exposes requiresPasswordChange', async () => {
    const { session, tokens, onUserChange } = setup({
      'POST /api/auth/login': () =>
        jsonResponse({ token: 'new-token', user, requiresPasswordChange: true }),
    });
    const listener = vi.fn();
    session.subscribe(listener);
    const result = await session.login({ username: 'ada', password: 'secret1' });
    expect(result.requiresPasswordChange).toBe(true);
    expect(tokens.value).toBe('new-token');
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      user: { username: 'ada' },
      requiresPasswordChange: true,
    });
    expect(listener).toHaveBeenCalled();
    expect(onUserChange).toHaveBeenCalledTimes(1);
  });

  it('a failed login leaves the session anonymous and rejects with the ApiError', async () => {
    const { session, tokens } = setup({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid username or password' }, 401),
    });
    await expect(session.login({ username: 'ada', password: 'wrong12' })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Invalid username or password',
    });
    expect(session.getState().status).toBe('anonymous');
    expect(tokens.value).toBeNull();
  });

  it('register stores token and user', async () => {
    const { session, tokens } = setup({
      'POST /api/auth/register': () => jsonResponse({ token: 'reg', user }, 201),
    });
    await session.register({
      username: 'ada',
      email: 'ada@example.com',
      name: 'Ada',
      password: 'secret1',
    });
    expect(tokens.value).toBe('reg');
    expect(session.getState()).toMatchObject({
      status: 'authenticated',
      requiresPasswordChange: false,
    });
  });

  it('logout calls the API and clears token and user', async () => {
    const { session, tokens, requests, onUserChange } = setup({
      'POST /api/auth/login': () =>
        jsonResponse({ token: 't', user, requiresPasswordChange: false }),
      'POST /api/auth/logout': () => jsonResponse({ success: true }),
    });
    await session.login({ username: 'ada', password: 'secret1' });
    await session.logout();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/auth/logout');
    expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer t');
    expect(tokens.value).toBeNull();
    expect(session.getState().status).toBe('anonymous');
    expect(onUserChange).toHaveBeenCalledTimes(2);
  });

  it('logout clears the session even when the call errors', async () => {
    const { session, tokens } = setup({
      'POST /api/auth/login': () =>
        jsonResponse({ token: 't', user, requiresPasswordChange: false }),
      'POST /api/auth/logout': () => new Response('', { status: 500, statusText: 'Server Error' }),
    });
    await session.login({ username: 'ada', password: 'secret1' });
    await expect(session.logout()).resolves.toBeUndefined();
    expect(tokens.value).toBeNull();
    expect(session.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('change password clears requiresPasswordChange; a failure keeps it', async () => {
    let ok = false;
    const { session } = setup({
      'POST /api/auth/login': () =>
        jsonResponse({ token: 't', user, requiresPasswordChange: true }),
      'POST /api/auth/change-password': () =>
        ok
          ? jsonResponse({ success: true })
          : jsonResponse({ message: 'Current password is incorrect' }, 400),
    });
    await session.login({ username: 'ada', password: 'temp123' });
    await expect(
      session.changePassword({ currentPassword: 'nope', newPassword: 'longenough' }),
    ).rejects.toThrow('400: ');
    expect(session.getState().requiresPasswordChange).toBe(true);
    ok = true;
    await session.changePassword({ currentPassword: 'temp123', newPassword: 'longenough' });
    expect(session.getState().requiresPasswordChange).toBe(false);
  });
});
