import { InfiniteQueryObserver, MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { campaignQueries } from '../campaigns/campaigns.queries';
import { contactKeys, contactMutations, contactQueries } from '../contacts/contacts.queries';
import { templateQueries } from '../templates/templates.queries';
import {
  buildCampaign,
  buildContact,
  buildEmailTemplate,
  buildWorkflow,
  buildWorkflowRun,
} from '../testing/factories';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
import { workflowKeys, workflowQueries } from '../workflows/workflows.queries';
import { createQueryClient } from './createQueryClient';
import { pagedRows } from './pagedRows';

const fakeClient = (routes: Parameters<typeof createFakeFetch>[0]) => {
  const fake = createFakeFetch(routes);
  return { ...fake, client: createApiClient({ fetch: fake.fetch, getToken: () => null }) };
};

describe('the contacts table blocks', () => {
  it('key every parameter with its default, so equal reads share one entry', () => {
    expect(contactKeys.at({ q: ' ana ' }, 100)).toEqual([
      'contacts',
      'at',
      { q: 'ana', tag: '', status: '', limit: 50, sort: 'createdAt', order: 'asc' },
      100,
    ]);
    expect(contactKeys.at({}, 0)).toEqual(contactKeys.at({ sort: 'createdAt', limit: 50 }, 0));
    expect(contactKeys.at({ sort: 'name' }, 0)).not.toEqual(contactKeys.at({}, 0));
    // A segment's list and count are not the unfiltered ones (nor another segment's).
    expect(contactKeys.at({ segment: 3 }, 0)).not.toEqual(contactKeys.at({}, 0));
    expect(contactKeys.count({ segment: '3' })).toEqual(contactKeys.count({ segment: 3 }));
    expect(contactKeys.count({ segment: 3 })).not.toEqual(contactKeys.count({ segment: 4 }));
  });

  it('are refetched after a bulk write on a filter', async () => {
    let total = 5;
    const { client, requests } = fakeClient({
      'GET /api/contacts': () =>
        jsonResponse({ contacts: [buildContact()], nextCursor: null, total }),
      'POST /api/contacts/bulk/delete': () => {
        total = 2;
        return jsonResponse({ affected: 3 });
      },
    });
    const queryClient = createQueryClient();
    const block = contactQueries.at(client, { tag: 'vip' }, 0);
    expect((await queryClient.fetchQuery(block)).total).toBe(5);
    expect(requests[0]?.url).toBe(
      '/api/contacts?limit=50&offset=0&order=asc&sort=createdAt&tag=vip',
    );
    const result = await new MutationObserver(
      queryClient,
      contactMutations.bulkDelete(client, queryClient),
    ).mutate({ filter: { tag: 'vip' } });
    expect(result).toEqual({ affected: 3 });
    expect(JSON.parse(requests[1]?.body as string) as unknown).toEqual({ filter: { tag: 'vip' } });
    expect((await queryClient.fetchQuery(block)).total).toBe(2);
  });
});

describe('paged lists', () => {
  it('walk the keyset cursors page by page, stop at a null cursor, and join the rows', async () => {
    const { client, requests } = fakeClient({
      'GET /api/campaigns': (request) =>
        new URL(request.url, 'http://localhost').searchParams.has('cursor')
          ? jsonResponse({ campaigns: [buildCampaign({ id: 3 })], nextCursor: null, total: 3 })
          : jsonResponse({
              campaigns: [buildCampaign({ id: 1 }), buildCampaign({ id: 2 })],
              nextCursor: '2',
              total: 3,
            }),
    });
    const observer = new InfiniteQueryObserver(createQueryClient(), {
      ...campaignQueries.pages(client, ' spring '),
      select: pagedRows,
    });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await observer.refetch();
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      expect(result.data?.rows.map((campaign) => campaign.id)).toEqual([1, 2, 3]);
      expect(result.data?.total).toBe(3);
      expect(result.hasNextPage).toBe(false);
      expect(requests.map((r) => r.url)).toEqual([
        '/api/campaigns?limit=25&q=spring',
        '/api/campaigns?cursor=2&limit=25&q=spring',
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('templates: ask the server for a filtered page, and pass a paged answer on as it is', async () => {
    const template = buildEmailTemplate({ name: 'Launch' });
    const { client, requests } = fakeClient({
      'GET /api/email-templates': () =>
        jsonResponse({ templates: [template], nextCursor: '9', total: 40 }),
    });
    const page = await createQueryClient().fetchInfiniteQuery(
      templateQueries.pages(client, { q: ' lau ', type: 'welcome' }),
    );
    expect(page.pages[0]).toEqual({ items: [template], nextCursor: '9', total: 40 });
    expect(requests[0]?.url).toBe('/api/email-templates?limit=24&q=lau&type=welcome');
  });

  it('templates: filter a whole-list answer here (name, ignoring case; exact type) as one page', async () => {
    const templates = [
      buildEmailTemplate({ id: 1, name: 'Spring Launch', templateType: 'promotion' }),
      buildEmailTemplate({ id: 2, name: 'launch notes', templateType: 'newsletter' }),
      buildEmailTemplate({ id: 3, name: 'Welcome', templateType: 'promotion' }),
    ];
    const { client } = fakeClient({
      'GET /api/email-templates': () => jsonResponse({ templates }),
    });
    const read = (filter: Parameters<typeof client.getEmailTemplatePage>[0]) =>
      client.getEmailTemplatePage(filter).then((page) => ({
        ids: page.items.map((template) => template.id),
        nextCursor: page.nextCursor,
        total: page.total,
      }));
    expect(await read({ q: 'LAUNCH' })).toEqual({ ids: [1, 2], nextCursor: null, total: 2 });
    expect(await read({ q: 'launch', type: 'promotion' })).toEqual({
      ids: [1],
      nextCursor: null,
      total: 1,
    });
    expect(await read({})).toEqual({ ids: [1, 2, 3], nextCursor: null, total: 3 });
  });

  it('workflows: a whole-list answer reads as one last page', async () => {
    const workflows = [buildWorkflow({ id: 1 }), buildWorkflow({ id: 2 })];
    const { client, requests } = fakeClient({
      'GET /api/automation-workflows': () => jsonResponse({ workflows }),
    });
    const data = await createQueryClient().fetchInfiniteQuery(workflowQueries.pages(client, 'x'));
    expect(pagedRows(data)).toEqual({ rows: workflows, total: 2, totalIsLowerBound: false });
    expect(data.pages[0]?.nextCursor).toBeNull();
    expect(requests[0]?.url).toBe('/api/automation-workflows?limit=25&q=x');
  });

  it('workflow contacts: ask for the state and the next page, keyed per workflow and state', async () => {
    const runs = [buildWorkflowRun({ runId: 9 }), buildWorkflowRun({ runId: 8, contactId: 2 })];
    const { client, requests } = fakeClient({
      'GET /api/automation-workflows/4/runs': (request) =>
        new URL(request.url, 'http://localhost').searchParams.has('cursor')
          ? jsonResponse({ runs: [buildWorkflowRun({ runId: 3 })], nextCursor: null, total: 3 })
          : jsonResponse({ runs, nextCursor: '8', total: 3 }),
    });
    const observer = new InfiniteQueryObserver(createQueryClient(), {
      ...workflowQueries.runs(client, 4, 'waiting'),
      select: pagedRows,
    });
    const unsubscribe = observer.subscribe(() => {});
    try {
      await observer.refetch();
      await observer.fetchNextPage();
      expect(observer.getCurrentResult().data?.rows.map((run) => run.runId)).toEqual([9, 8, 3]);
      expect(requests.map((r) => r.url)).toEqual([
        '/api/automation-workflows/4/runs?limit=10&status=waiting',
        '/api/automation-workflows/4/runs?cursor=8&limit=10&status=waiting',
      ]);
    } finally {
      unsubscribe();
    }
    expect(workflowKeys.runs(4, undefined)).not.toEqual(workflowKeys.runs(4, 'waiting'));
    expect(workflowKeys.runs(4, undefined)).not.toEqual(workflowKeys.runs(5, undefined));
  });
});
