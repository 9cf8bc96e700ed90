import { InfiniteQueryObserver, MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../client';
import { contactKeys, contactMutations, contactQueries } from '../../contacts/contacts.queries';
import { createFakeFetch, jsonResponse } from '../../testing/fakeFetch';
import { createQueryClient } from '../createQueryClient';

const contactOf = (id: number) => ({
  id,
  firstName: `F${id}`,
  lastName: 'Doe',
  email: `f${id}@example.com`,
  phone: null,
  company: null,
  position: null,
  status: 'subscriber',
  tags: [],
  leadSource: null,
  customFields: {},
  createdAt: '2025-05-16T09:30:00.000Z',
});

describe('paged list queries', () => {
  it('keys hold every parameter with its default, so equal reads share one entry', () => {
    expect(contactKeys.pages({ q: ' ana ' })).toEqual([
      'contacts',
      'pages',
      { q: 'ana', tag: '', status: '', limit: 50, sort: 'createdAt', order: 'asc' },
    ]);
    expect(contactKeys.pages({})).toEqual(contactKeys.pages({ sort: 'createdAt', limit: 50 }));
    expect(contactKeys.pages({ sort: 'name' })).not.toEqual(contactKeys.pages({}));
    expect(contactKeys.count({ status: 'lead' })).toEqual([
      'contacts',
      'count',
      { q: '', tag: '', status: 'lead' },
    ]);
  });

  it('walks the cursors page by page and stops at a null cursor', async () => {
    const fake = createFakeFetch({
      'GET /api/contacts': (request) => {
        const url = new URL(request.url, 'http://localhost');
        const cursor = url.searchParams.get('cursor');
        return cursor === null
          ? jsonResponse({ contacts: [contactOf(1), contactOf(2)], nextCursor: 'c2', total: 3 })
          : jsonResponse({ contacts: [contactOf(3)], nextCursor: null, total: 3 });
      },
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    const observer = new InfiniteQueryObserver(
      queryClient,
      contactQueries.pages(client, { limit: 2, sort: 'name', order: 'desc', q: 'doe' }),
    );
    const unsubscribe = observer.subscribe(() => {});
    try {
      await observer.refetch();
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      expect(result.data?.pages.flatMap((p) => p.contacts.map((c) => c.id))).toEqual([1, 2, 3]);
      expect(result.hasNextPage).toBe(false);
      expect(fake.requests.map((r) => r.url)).toEqual([
        '/api/contacts?limit=2&order=desc&q=doe&sort=name',
        '/api/contacts?cursor=c2&limit=2&order=desc&q=doe&sort=name',
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('counts with the filter, and a bulk write refetches the count', async () => {
    let total = 5;
    const fake = createFakeFetch({
      'GET /api/contacts/count': () => jsonResponse({ total }),
      'POST /api/contacts/bulk/delete': () => {
        total = 2;
        return jsonResponse({ affected: 3 });
      },
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    expect(await queryClient.fetchQuery(contactQueries.count(client, { tag: 'vip' }))).toBe(5);
    expect(fake.requests[0]?.url).toBe('/api/contacts/count?tag=vip');
    const result = await new MutationObserver(
      queryClient,
      contactMutations.bulkDelete(client, queryClient),
    ).mutate({ filter: { tag: 'vip' } });
    expect(result).toEqual({ affected: 3 });
    expect(JSON.parse(fake.requests[1]?.body as string) as unknown).toEqual({
      filter: { tag: 'vip' },
    });
    expect(await queryClient.fetchQuery(contactQueries.count(client, { tag: 'vip' }))).toBe(2);
  });
});
