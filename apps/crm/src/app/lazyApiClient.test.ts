import { createApiClient, type ApiClient } from '@crm/api-client';
import { describe, expect, it, vi } from 'vitest';
import { eagerApiMembers } from './eagerApiMembers';
import { lazyApiClient } from './lazyApiClient';

describe('lazyApiClient', () => {
  it('loads the client on the first call only, and passes calls and answers through', async () => {
    const me = vi.fn(async () => ({ id: 1 }));
    const load = vi.fn(async () => ({ me }) as unknown as ApiClient);
    const client = lazyApiClient(load, eagerApiMembers);
    expect(load).not.toHaveBeenCalled();
    const login = client.login;
    expect(client.login).toBe(login);
    await expect(client.me()).resolves.toEqual({ id: 1 });
    await client.me();
    expect(load).toHaveBeenCalledOnce();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable, so awaiting it loads nothing', async () => {
    const load = vi.fn(async () => createApiClient());
    const client = lazyApiClient(load, eagerApiMembers);
    expect(await Promise.resolve(client)).toBe(client);
    expect(load).not.toHaveBeenCalled();
  });

  it('retries a failed load on the next call', async () => {
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ health: async () => ({ ok: true }) } as unknown as ApiClient);
    const client = lazyApiClient(load, eagerApiMembers);
    await expect(client.health()).rejects.toThrow('offline');
    await expect(client.health()).resolves.toEqual({ ok: true });
  });

  it('answers the synchronous members without loading, as the real client does', () => {
    const load = vi.fn(async () => createApiClient());
    const client = lazyApiClient(load, eagerApiMembers);
    expect(client.exportUrl()).toBe(createApiClient().exportUrl());
    // A filtered export (a segment, a search) carries the list's filter, as the real client's does.
    for (const filter of [
      { segment: 3, tag: 'vip' },
      { tag: 'vip', q: 'ann & co', status: 'lead' },
      { q: '', tag: undefined, segment: 12 },
    ])
      expect(client.exportUrl(filter)).toBe(createApiClient().exportUrl(filter));
    expect(client.profileExportUrl()).toBe(createApiClient().profileExportUrl());
    expect(client.outboxEmlUrl(7)).toBe(createApiClient().outboxEmlUrl(7));
    expect(load).not.toHaveBeenCalled();
  });
});
