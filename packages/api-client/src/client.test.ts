import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Contact } from './contacts/contacts.schemas';
import { createApiClient } from './client';
import { ApiError, ApiResponseError, getErrorMessage } from './errors';
import { buildContact, buildEmailTemplate, buildUser } from './testing/factories';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const user = buildUser({ subscriptionTier: 'starter' });
const contact = buildContact({
  id: 7,
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Navy',
  tags: ['vip'],
});

describe('error message format', () => {
  it('is "<status>: <body text>" when the body has text', async () => {
    const { fetch } = createFakeFetch({
      'GET /api/contacts': () =>
        new Response('{"message":"Contact not found"}', { status: 404, statusText: 'Not Found' }),
    });
    const error = await createApiClient({ fetch, getToken: () => null })
      .getContacts()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Contact not found"}');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).body).toBe('{"message":"Contact not found"}');
    expect((error as ApiError).serverMessage).toBe('Contact not found');
  });

  it('is "<status>: <status text>" when the body is empty', async () => {
    const { fetch } = createFakeFetch({
      'GET /api/contacts': () =>
        new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    });
    await expect(createApiClient({ fetch, getToken: () => null }).getContacts()).rejects.toThrow(
      /^503: Service Unavailable$/,
    );
  });

  it('keeps a plain-text body as is and has no server message', async () => {
    const { fetch } = createFakeFetch({
      'POST /api/auth/login': () => new Response('Bad gateway', { status: 502, statusText: 'x' }),
    });
    const error = await createApiClient({ fetch, getToken: () => null })
      .login({ username: 'ada', password: 'secret1' })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad gateway');
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(getErrorMessage(error, 'Login failed')).toBe('Login failed');
  });

  it('exposes field and requestId of a JSON error body', async () => {
    const { fetch } = createFakeFetch({
      'POST /api/contacts': () =>
        jsonResponse(
          { message: 'Please enter a valid email', field: 'email', requestId: 'r1' },
          400,
        ),
    });
    const error = (await createApiClient({ fetch, getToken: () => null })
      .createContact({ firstName: 'a', lastName: 'b', email: 'x' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.field).toBe('email');
    expect(error.requestId).toBe('r1');
    expect(getErrorMessage(error, 'Failed to add contact')).toBe('Please enter a valid email');
  });

  it('gives the fallback for a 5xx message and the unexpected text when no answer came', () => {
    const serverError = new ApiError(500, '', JSON.stringify({ message: 'Internal server error' }));
    expect(getErrorMessage(serverError, 'Failed to create workflow')).toBe(
      'Failed to create workflow',
    );
    const options = { unexpected: 'An unexpected error occurred' };
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed', options)).toBe(
      'An unexpected error occurred',
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(getErrorMessage(new ApiError(400, '', ''), 'Failed', options)).toBe('Failed');
  });
});

describe('common behaviour', () => {
  it('sends the Bearer token when getToken returns one', async () => {
    const { fetch, requests } = createFakeFetch({
      'GET /api/auth/me': () => jsonResponse({ user }),
    });
    await createApiClient({ fetch, getToken: () => 'tok-123' }).me();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const { fetch, requests } = createFakeFetch({
      'GET /api/auth/me': () => jsonResponse({ user }),
    });
    await createApiClient({ fetch, getToken: () => null }).me();
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the token from localStorage authToken by default', async () => {
    const store = new Map([['authToken', 'stored-token']]);
    const previous = globalThis.localStorage;
    globalThis.localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
    } as Storage;
    try {
      const { fetch, requests } = createFakeFetch({
        'GET /api/auth/me': () => jsonResponse({ user }),
      });
      await createApiClient({ fetch }).me();
      expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    } finally {
      globalThis.localStorage = previous;
    }
  });

  it('sends cookies on every call', async () => {
    const { fetch, requests } = createFakeFetch({
      'GET /api/contacts': () => jsonResponse({ contacts: [] }),
      'POST /api/contacts': () => jsonResponse({ contact }, 201),
      'DELETE /api/contacts/7': () => new Response(null, { status: 204 }),
    });
    const client = createApiClient({ fetch, getToken: () => null });
    await client.getContacts();
    await client.createContact({ firstName: 'a', lastName: 'b', email: 'a@b.co' });
    await client.deleteContact(7);
    expect(requests.map((r) => r.credentials)).toEqual(['include', 'include', 'include']);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const { fetch, requests } = createFakeFetch({
      'PATCH /api/contacts/7': () => jsonResponse({ contact }),
    });
    const updated = await createApiClient({ fetch, getToken: () => null }).updateContact(7, {
      company: 'Navy',
    });
    expect(updated).toEqual(contact);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body as string)).toEqual({ company: 'Navy' });
  });

  it('uploads a file as multipart with the one field "file"', async () => {
    const result = {
      importedCount: 2,
      invalidCount: 1,
      failedCount: 0,
      totalProcessed: 3,
      details: { fileType: 'csv' },
    };
    const { fetch, requests } = createFakeFetch({
      'POST /api/contacts/import-file': () => jsonResponse(result),
    });
    const file = new File(['firstName,lastName,email\n'], 'contacts.csv', { type: 'text/csv' });
    await expect(
      createApiClient({ fetch, getToken: () => null }).importContacts(file),
    ).resolves.toEqual(result);
    const body = requests[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    expect((form.get('file') as File).name).toBe('contacts.csv');
    // The runtime must set multipart/form-data with its boundary itself.
    expect(requests[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('prefixes baseUrl without doubling the slash', async () => {
    const { fetch, requests } = createFakeFetch({
      'GET /api/health': () => jsonResponse({ ok: true }),
    });
    await createApiClient({ fetch, baseUrl: 'http://api.test/', getToken: () => null }).health();
    expect(requests[0]?.url).toBe('http://api.test/api/health');
  });
});

describe('the 401 option of reads', () => {
  const unauthorized = () => jsonResponse({ message: 'Not signed in' }, 401);

  it('throws on 401 by default', async () => {
    const { fetch } = createFakeFetch({ 'GET /api/campaigns': unauthorized });
    await expect(
      createApiClient({ fetch, getToken: () => null }).getCampaigns(),
    ).rejects.toMatchObject({ status: 401, message: '401: {"message":"Not signed in"}' });
  });

  it("throws on 401 with on401: 'throw'", async () => {
    const { fetch } = createFakeFetch({ 'GET /api/campaigns': unauthorized });
    await expect(
      createApiClient({ fetch, getToken: () => null }).getCampaigns({ on401: 'throw' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("resolves to null on 401 with on401: 'null'", async () => {
    const { fetch } = createFakeFetch({ 'GET /api/campaigns': unauthorized });
    await expect(
      createApiClient({ fetch, getToken: () => null }).getCampaigns({ on401: 'null' }),
    ).resolves.toBeNull();
  });

  it('types the result as nullable only with on401: null', async () => {
    const { fetch } = createFakeFetch({
      'GET /api/contacts': () => jsonResponse({ contacts: [] }),
    });
    const client = createApiClient({ fetch, getToken: () => null });
    expectTypeOf(await client.getContacts()).toEqualTypeOf<Contact[]>();
    expectTypeOf(await client.getContacts({ on401: 'throw' })).toEqualTypeOf<Contact[]>();
    expectTypeOf(await client.getContacts({ on401: 'null' })).toEqualTypeOf<Contact[] | null>();
  });

  it("still throws other errors with on401: 'null'", async () => {
    const { fetch } = createFakeFetch({
      'GET /api/campaigns': () => new Response('boom', { status: 500, statusText: 'x' }),
    });
    await expect(
      createApiClient({ fetch, getToken: () => null }).getCampaigns({ on401: 'null' }),
    ).rejects.toThrow('500: boom');
  });
});

describe('responses', () => {
  it('are checked against the contract', async () => {
    const { fetch } = createFakeFetch({
      'GET /api/contacts': () => jsonResponse({ contacts: [{ ...contact, id: 'seven' }] }),
    });
    const error = await createApiClient({ fetch, getToken: () => null })
      .getContacts()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as Error).message).toContain('GET /api/contacts at contacts.0.id');
  });

  it('unwraps list and entity wrappers', async () => {
    const template = buildEmailTemplate({
      id: 3,
      name: 'Welcome',
      templateType: 'welcome',
      design: '{"elements":[],"style":{}}',
    });
    const { fetch, requests } = createFakeFetch({
      'GET /api/email-templates': () => jsonResponse({ templates: [template] }),
      'PUT /api/email-templates/3': () => jsonResponse({ template }),
      'POST /api/campaigns/4/contacts': () => jsonResponse({ success: true }, 201),
      'GET /api/subscription': () => jsonResponse({ currentPlan: 'free' }),
      'POST /api/subscription/change': () => jsonResponse({ currentPlan: 'growth' }),
    });
    const client = createApiClient({ fetch, getToken: () => null });
    expect(await client.getEmailTemplates()).toEqual([template]);
    expect(await client.updateEmailTemplate(3, { name: 'Welcome', subject: 'Hi' })).toEqual(
      template,
    );
    expect(await client.addContactToCampaign(4, 7)).toEqual({ success: true });
    expect(JSON.parse(requests[2]?.body as string)).toEqual({ contactId: 7 });
    // A server that gives no next billing date or contact count reads as none.
    expect(await client.getSubscription()).toEqual({
      currentPlan: 'free',
      nextBillingDate: null,
      contactCount: null,
    });
    expect(await client.changeSubscription('growth')).toEqual({
      currentPlan: 'growth',
      nextBillingDate: null,
      contactCount: null,
    });
    expect(JSON.parse(requests[4]?.body as string)).toEqual({ planId: 'growth' });
  });

  it('exports contacts as CSV text, a Blob and a dated file name', async () => {
    const csv = 'firstName,lastName,email\nGrace,Hopper,grace@example.com\n';
    const { fetch } = createFakeFetch({
      'GET /api/contacts/export': () =>
        new Response(csv, { headers: { 'Content-Type': 'text/csv' } }),
    });
    const result = await createApiClient({ fetch, getToken: () => null }).exportContacts();
    expect(result.csv).toBe(csv);
    expect(await result.blob.text()).toBe(csv);
    expect(result.fileName).toMatch(/^contacts_export_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('rejects an empty export with the spec wording', async () => {
    const { fetch } = createFakeFetch({ 'GET /api/contacts/export': () => new Response('') });
    await expect(createApiClient({ fetch, getToken: () => null }).exportContacts()).rejects.toThrow(
      'Received empty response from server',
    );
  });

  it('logs out with POST /api/auth/logout', async () => {
    const { fetch, requests } = createFakeFetch({
      'POST /api/auth/logout': () => jsonResponse({ success: true }),
    });
    await createApiClient({ fetch, getToken: () => 't' }).logout();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/api/auth/logout');
  });
});
