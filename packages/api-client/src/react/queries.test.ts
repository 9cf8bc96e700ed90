import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { campaignMutations, campaignQueries } from '../campaigns/campaigns.queries';
import { contactMutations, contactQueries } from '../contacts/contacts.queries';
import { dashboardQueries } from '../dashboard/dashboard.queries';
import { templateMutations, templateQueries } from '../templates/templates.queries';
import {
  buildCampaign,
  buildContact,
  buildEmailTemplate,
  buildWorkflow,
} from '../testing/factories';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
import { transferMutations } from '../transfer/transfer.queries';
import { workflowMutations, workflowQueries } from '../workflows/workflows.queries';
import { createQueryClient } from './createQueryClient';

const contactOf = (id: number, firstName: string) => buildContact({ id, firstName });

/** A fake server holding a contacts table, counting list reads. */
function contactsServer() {
  let contacts = [contactOf(1, 'Ann')];
  const fake = createFakeFetch({
    'GET /api/contacts': () => jsonResponse({ contacts, nextCursor: null, total: contacts.length }),
    'GET /api/contacts/count': () => jsonResponse({ total: contacts.length }),
    'POST /api/contacts': (request) => {
      const body = JSON.parse(request.body as string) as { firstName: string };
      const contact = contactOf(contacts.length + 1, body.firstName);
      contacts = [...contacts, contact];
      return jsonResponse({ contact }, 201);
    },
    'PATCH /api/contacts/1': (request) => {
      const body = JSON.parse(request.body as string) as { firstName: string };
      contacts = contacts.map((c) => (c.id === 1 ? { ...c, firstName: body.firstName } : c));
      return jsonResponse({ contact: contacts[0] });
    },
    'DELETE /api/contacts/1': () => {
      contacts = contacts.filter((c) => c.id !== 1);
      return new Response(null, { status: 204 });
    },
    'POST /api/contacts/import-file': () => {
      contacts = [...contacts, contactOf(contacts.length + 1, 'Imported')];
      return jsonResponse({
        importedCount: 1,
        invalidCount: 0,
        failedCount: 0,
        totalProcessed: 1,
        details: { fileType: 'csv' },
      });
    },
  });
  const listReads = () => fake.requests.filter((r) => r.method === 'GET').length;
  return { ...fake, listReads };
}

/** The contacts table's first block: the read every contacts write must refetch. */
const firstPage = (client: ReturnType<typeof createApiClient>) => contactQueries.at(client, {}, 0);
const readList = async (queryClient: QueryClient, client: ReturnType<typeof createApiClient>) =>
  (await queryClient.fetchQuery(firstPage(client))).contacts;

function mutate<TData, TVariables>(
  queryClient: QueryClient,
  options: {
    mutationFn: (variables: TVariables) => Promise<TData>;
    onSuccess?: () => Promise<void>;
  },
  variables: TVariables,
) {
  return new MutationObserver(queryClient, options).mutate(variables);
}

describe('createQueryClient', () => {
  it('has the spec cache defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('serves a second read from the cache (data never stale)', async () => {
    const server = contactsServer();
    const client = createApiClient({ fetch: server.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    await readList(queryClient, client);
    await readList(queryClient, client);
    expect(server.listReads()).toBe(1);
  });

  it('does not retry a failed read', async () => {
    const fake = createFakeFetch({
      'GET /api/contacts': () => new Response('down', { status: 500, statusText: 'x' }),
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    await expect(createQueryClient().fetchQuery(firstPage(client))).rejects.toThrow('500: down');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('writes refetch the list', () => {
  it('create contact', async () => {
    const server = contactsServer();
    const client = createApiClient({ fetch: server.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    expect(await readList(queryClient, client)).toHaveLength(1);
    await mutate(queryClient, contactMutations.create(client, queryClient), {
      firstName: 'Bob',
      lastName: 'Doe',
      email: 'bob@example.com',
    });
    const list = await readList(queryClient, client);
    expect(list.map((c) => c.firstName)).toEqual(['Ann', 'Bob']);
    expect(server.listReads()).toBe(2);
  });

  it('update contact', async () => {
    const server = contactsServer();
    const client = createApiClient({ fetch: server.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    await readList(queryClient, client);
    await mutate(queryClient, contactMutations.update(client, queryClient), {
      id: 1,
      input: { firstName: 'Anna' },
    });
    const list = await readList(queryClient, client);
    expect(list[0]?.firstName).toBe('Anna');
  });

  it('delete contact, with an observed list refetched without asking', async () => {
    const server = contactsServer();
    const client = createApiClient({ fetch: server.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    const observer = new QueryObserver(queryClient, firstPage(client));
    const unsubscribe = observer.subscribe(() => {});
    try {
      await observer.refetch();
      expect(observer.getCurrentResult().data?.contacts).toHaveLength(1);
      await mutate(queryClient, contactMutations.delete(client, queryClient), 1);
      // onSuccess awaits the invalidation, so the active list has refetched by now.
      expect(observer.getCurrentResult().data?.contacts).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('import contacts', async () => {
    const server = contactsServer();
    const client = createApiClient({ fetch: server.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    await readList(queryClient, client);
    await mutate(queryClient, transferMutations.importContacts(client, queryClient), {
      file: new Blob(['a,b\n']),
      fileName: 'c.csv',
    });
    const list = await readList(queryClient, client);
    expect(list.map((c) => c.firstName)).toEqual(['Ann', 'Imported']);
  });

  it('a failed write does not refetch', async () => {
    const server = contactsServer();
    const fetch: typeof server.fetch = (input, init) =>
      init.method === 'POST'
        ? Promise.resolve(jsonResponse({ message: 'Email is required', field: 'email' }, 400))
        : server.fetch(input, init);
    const client = createApiClient({ fetch, getToken: () => null });
    const queryClient = createQueryClient();
    await readList(queryClient, client);
    await expect(
      mutate(queryClient, contactMutations.create(client, queryClient), {
        firstName: 'Bob',
        lastName: 'Doe',
        email: '',
      }),
    ).rejects.toThrow('400: ');
    await readList(queryClient, client);
    expect(server.listReads()).toBe(1);
  });

  it('campaigns, templates and workflows writes refetch their reads', async () => {
    const campaign = buildCampaign();
    const template = buildEmailTemplate();
    const workflow = buildWorkflow({ trigger: 'tag_added' });
    const fake = createFakeFetch({
      'GET /api/campaigns': () => jsonResponse({ campaigns: [campaign] }),
      'POST /api/campaigns': () => jsonResponse({ campaign }, 201),
      'POST /api/campaigns/1/contacts': () => jsonResponse({ success: true }, 201),
      'GET /api/email-templates': () => jsonResponse({ templates: [template] }),
      'POST /api/email-templates': () => jsonResponse({ template }, 201),
      'PUT /api/email-templates/1': () => jsonResponse({ template }),
      'DELETE /api/email-templates/1': () => new Response(null, { status: 204 }),
      'GET /api/automation-workflows': () => jsonResponse({ workflows: [workflow] }),
      'POST /api/automation-workflows': () => jsonResponse({ workflow }, 201),
    });
    const reads = (path: string) =>
      fake.requests.filter(
        (r) => r.method === 'GET' && new URL(r.url, 'http://localhost').pathname === path,
      ).length;
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    const queryClient = createQueryClient();
    const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        '/api/campaigns',
        () => queryClient.fetchQuery(campaignQueries.list(client)),
        () =>
          mutate(queryClient, campaignMutations.create(client, queryClient), {
            name: 'C',
            subject: 'S',
            content: 'X',
          }),
      ],
      [
        '/api/campaigns',
        () => queryClient.fetchQuery(campaignQueries.list(client)),
        () =>
          mutate(queryClient, campaignMutations.addContact(client, queryClient), {
            campaignId: 1,
            contactId: 2,
          }),
      ],
      [
        '/api/email-templates',
        () => queryClient.fetchInfiniteQuery(templateQueries.pages(client)),
        () =>
          mutate(queryClient, templateMutations.create(client, queryClient), {
            name: 'T',
            subject: 'S',
          }),
      ],
      [
        '/api/email-templates',
        () => queryClient.fetchInfiniteQuery(templateQueries.pages(client)),
        () =>
          mutate(queryClient, templateMutations.update(client, queryClient), {
            id: 1,
            input: { name: 'T', subject: 'S' },
          }),
      ],
      [
        '/api/email-templates',
        () => queryClient.fetchInfiniteQuery(templateQueries.pages(client)),
        () => mutate(queryClient, templateMutations.delete(client, queryClient), 1),
      ],
      [
        '/api/automation-workflows',
        () => queryClient.fetchInfiniteQuery(workflowQueries.pages(client)),
        () =>
          mutate(queryClient, workflowMutations.create(client, queryClient), {
            name: 'W',
            trigger: 'tag_added',
          }),
      ],
    ];
    for (const [path, read, write] of cases) {
      await read();
      const before = reads(path);
      await read();
      expect(reads(path), `${path} cached`).toBe(before);
      await write();
      await read();
      expect(reads(path), `${path} refetched after write`).toBe(before + 1);
    }
  });
});

describe('dashboard counts', () => {
  const pageOf = (key: string, total: number, rows: unknown[] = []) =>
    jsonResponse({ [key]: rows, nextCursor: null, total });

  it('are counts, not lists: one-row pages of campaigns and templates give their totals', async () => {
    const fake = createFakeFetch({
      'GET /api/contacts/count': () => jsonResponse({ total: 2 }),
      'GET /api/campaigns': (request) =>
        new URL(request.url, 'http://localhost').searchParams.has('status')
          ? pageOf('campaigns', 1, [buildCampaign({ status: 'sent' })])
          : pageOf('campaigns', 7, [buildCampaign()]),
      'GET /api/email-templates': () => pageOf('templates', 4, [buildEmailTemplate()]),
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    await expect(createQueryClient().fetchQuery(dashboardQueries.counts(client))).resolves.toEqual({
      contacts: 2,
      campaigns: 7,
      templates: 4,
      hasSent: true,
    });
    expect(fake.requests.map((r) => r.url).sort()).toEqual([
      '/api/campaigns?limit=1',
      '/api/campaigns?limit=1&status=sent%2Csending',
      '/api/contacts/count',
      '/api/email-templates?limit=1',
    ]);
  });

  it('have sent nothing when no campaign answers the sent filter', async () => {
    const fake = createFakeFetch({
      'GET /api/contacts/count': () => jsonResponse({ total: 0 }),
      'GET /api/campaigns': (request) =>
        new URL(request.url, 'http://localhost').searchParams.has('status')
          ? pageOf('campaigns', 0)
          : pageOf('campaigns', 3, [buildCampaign({ status: 'draft' })]),
      'GET /api/email-templates': () => pageOf('templates', 0),
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    const counts = await createQueryClient().fetchQuery(dashboardQueries.counts(client));
    expect(counts?.hasSent).toBe(false);
    expect(counts?.campaigns).toBe(3);
  });

  it('tolerate 401 by returning null', async () => {
    const unauthorized = () => jsonResponse({ message: 'Not signed in' }, 401);
    const fake = createFakeFetch({
      'GET /api/contacts/count': unauthorized,
      'GET /api/campaigns': unauthorized,
      'GET /api/email-templates': unauthorized,
    });
    const client = createApiClient({ fetch: fake.fetch, getToken: () => null });
    await expect(
      createQueryClient().fetchQuery(dashboardQueries.counts(client)),
    ).resolves.toBeNull();
  });

  it('are refetched after a contact write', async () => {
    const server = contactsServer();
    const fetch: typeof server.fetch = (input, init) =>
      input.startsWith('/api/campaigns')
        ? Promise.resolve(pageOf('campaigns', 0))
        : input.startsWith('/api/email-templates')
          ? Promise.resolve(pageOf('templates', 0))
          : server.fetch(input, init);
    const client = createApiClient({ fetch, getToken: () => null });
    const queryClient = createQueryClient();
    expect((await queryClient.fetchQuery(dashboardQueries.counts(client)))?.contacts).toBe(1);
    await mutate(queryClient, contactMutations.create(client, queryClient), {
      firstName: 'Bob',
      lastName: 'Doe',
      email: 'bob@example.com',
    });
    expect((await queryClient.fetchQuery(dashboardQueries.counts(client)))?.contacts).toBe(2);
  });
});
