import { ContactTimelinePageSchema, type ContactTimelineEvent } from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * A contact's history (issue 32 §1): how it was created, and each field, status and tag change,
 * recorded in the change's transaction by every path (the app, the API, bulk actions) and shown on
 * its timeline newest first with who made it. A change that fails records nothing.
 */
describeEachDatabase('contact changes', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  /** The contact's timeline of `kinds`, checked against the contract. */
  async function timeline(token: string, id: number, kinds = '') {
    const query = kinds ? `?kinds=${kinds}` : '';
    const res = await server.get(`/api/contacts/${id}/timeline${query}`, { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(ContactTimelinePageSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return (res.body as v.InferOutput<typeof ContactTimelinePageSchema>).events;
  }
  const changeRows = async (contactId: number) =>
    server.db
      .selectFrom('contacts_changes')
      .select(['field', 'from_value', 'to_value', 'changed_by'])
      .where('contact_id', '=', contactId)
      .orderBy('id')
      .execute();
  /** The app's own requests: the session cookie (and the Origin the app sends). */
  const inApp = (token: string) => ({
    headers: { Cookie: `crm_session=${token}`, Origin: server.baseUrl },
  });

  it('records how a contact was created: by hand in the app, or through the API', async () => {
    const { token, user } = await server.registerUser();
    const byHand = await server.post(
      '/api/contacts',
      { firstName: 'Hand', lastName: 'Made', email: `hand-${database}@example.com` },
      inApp(token),
    );
    expect(byHand.status, byHand.text).toBe(201);
    const viaApi = await server.post(
      '/api/contacts',
      { firstName: 'Api', lastName: 'Made', email: `api-${database}@example.com` },
      { token },
    );
    expect(viaApi.status, viaApi.text).toBe(201);
    expect((await timeline(token, byHand.body.contact.id))[0]).toMatchObject({
      kind: 'created',
      via: 'user',
      viaName: null,
    });
    expect((await timeline(token, viaApi.body.contact.id))[0]).toMatchObject({
      kind: 'created',
      via: 'api',
    });
    // Contacts from before it was recorded say nothing of how.
    await server.db
      .updateTable('contacts')
      .set({ created_via: null } as never)
      .where('user_id', '=', user.id)
      .execute();
    expect((await timeline(token, viaApi.body.contact.id))[0]).toMatchObject({
      kind: 'created',
      via: null,
    });
  });

  it('records each field, status and tag change of an edit, with who made it, newest first', async () => {
    const { token, user } = await server.registerUser();
    const created = await server.post(
      '/api/contacts',
      {
        firstName: 'Ana',
        lastName: 'García',
        email: `ana-${database}@example.com`,
        company: 'Acme',
        status: 'lead',
        tags: ['trial', 'east'],
        customFields: { plan: 'basic' },
      },
      { token },
    );
    expect(created.status, created.text).toBe(201);
    const id = created.body.contact.id as number;

    // In the app: the company, the status, a tag swapped, a custom field.
    const edit = await server.patch(
      `/api/contacts/${id}`,
      {
        company: 'Globex',
        status: 'customer',
        tags: ['east', 'vip'],
        customFields: { plan: 'pro' },
      },
      inApp(token),
    );
    expect(edit.status, edit.text).toBe(200);
    // Then through the API: the first name. Unchanged values record nothing.
    const api = await server.patch(
      `/api/contacts/${id}`,
      { firstName: 'Anna', lastName: 'García', company: 'Globex' },
      { token },
    );
    expect(api.status, api.text).toBe(200);

    const events = await timeline(token, id);
    const changes = events.filter((e) => e.kind !== 'created');
    const by = { by: 'user', byName: user.name };
    expect(changes).toHaveLength(5);
    // Newest first: the API's edit above the app's; the creation last.
    expect(changes[0]).toMatchObject({
      kind: 'field_changed',
      field: 'firstName',
      from: 'Ana',
      to: 'Anna',
      by: 'api',
      byName: user.name,
    });
    const appEdit = changes.slice(1);
    const find = <K extends ContactTimelineEvent['kind']>(kind: K, field?: string) =>
      appEdit.find((e) => e.kind === kind && (!field || ('field' in e && e.field === field)));
    expect(find('field_changed', 'company')).toMatchObject({ from: 'Acme', to: 'Globex', ...by });
    expect(find('field_changed', 'customFields.plan')).toMatchObject({
      from: 'basic',
      to: 'pro',
      ...by,
    });
    expect(find('status_changed')).toMatchObject({
      from: 'lead',
      to: 'customer',
      reason: null,
      ...by,
    });
    expect(find('tags_changed')).toMatchObject({ added: ['vip'], removed: ['trial'], ...by });
    expect(events.at(-1)!.kind).toBe('created');

    // The kinds filter: tags only, or fields only.
    expect((await timeline(token, id, 'tags_changed')).map((e) => e.kind)).toEqual([
      'tags_changed',
    ]);
    const fields = await timeline(token, id, 'field_changed');
    expect(fields.map((e) => (e as { field: string }).field).sort()).toEqual([
      'company',
      'customFields.plan',
      'firstName',
    ]);
    // Another account's timeline is not this one.
    const stranger = await server.registerUser();
    const theirs = await server.get(`/api/contacts/${id}/timeline`, { token: stranger.token });
    expect(theirs.status).toBe(404);
  });

  it('records nothing for a change that fails', async () => {
    const { token } = await server.registerUser();
    const make = async (email: string, status = 'lead') =>
      (
        await server.post(
          '/api/contacts',
          { firstName: 'F', lastName: 'L', email, status },
          { token },
        )
      ).body.contact.id as number;
    const taken = `taken-${database}@example.com`;
    await make(taken);
    const id = await make(`free-${database}@example.com`);
    // The address belongs to another contact: refused after the first field's update began.
    const duplicate = await server.patch(
      `/api/contacts/${id}`,
      { firstName: 'Changed', email: taken },
      { token },
    );
    expect(duplicate.status).toBe(409);
    expect(await changeRows(id)).toEqual([]);
    expect((await timeline(token, id)).map((e) => e.kind)).toEqual(['created']);

    // Leaving unsubscribed needs a reason; with one, the status change carries it.
    const out = await make(`out-${database}@example.com`, 'unsubscribed');
    const refused = await server.patch(`/api/contacts/${out}`, { status: 'subscriber' }, { token });
    expect(refused.status).toBe(409);
    expect(await changeRows(out)).toEqual([]);
    const allowed = await server.patch(
      `/api/contacts/${out}`,
      { status: 'subscriber', statusChangeReason: 'They asked to rejoin' },
      { token },
    );
    expect(allowed.status, allowed.text).toBe(200);
    expect((await timeline(token, out, 'status_changed'))[0]).toMatchObject({
      from: 'unsubscribed',
      to: 'subscriber',
      reason: 'They asked to rejoin',
      by: 'api',
    });
    // What reads the opt-out audit still finds it.
    const audit = await server.get(`/api/contacts/${out}/status-changes`, { token });
    expect(audit.body.changes).toMatchObject([{ reason: 'They asked to rejoin' }]);
  });

  it('records immediate bulk tag, untag and status changes, one row per contact changed', async () => {
    const { token } = await server.registerUser();
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c']) {
      const res = await server.post(
        '/api/contacts',
        {
          firstName: name,
          lastName: 'Bulk',
          email: `${name}-bulk-${database}@example.com`,
          tags: name === 'a' ? ['gold'] : [],
        },
        { token },
      );
      ids.push(res.body.contact.id as number);
    }
    const bulk = async (path: string, body: unknown) => {
      const res = await server.post(`/api/contacts/bulk/${path}`, body, inApp(token));
      expect(res.status, res.text).toBe(200);
    };
    // `a` has the tag already: it gains nothing and records nothing.
    await bulk('tag', { ids, tag: 'gold' });
    await bulk('untag', { ids: [ids[1]!], tag: 'gold' });
    await bulk('status', { ids, status: 'customer' });
    const [a, b, c] = await Promise.all(ids.map((id) => timeline(token, id)));
    expect(a!.map((e) => e.kind)).toEqual(['status_changed', 'created']);
    expect(b![0]).toMatchObject({ kind: 'status_changed', from: 'subscriber', to: 'customer' });
    expect(b![1]).toMatchObject({ kind: 'tags_changed', added: [], removed: ['gold'] });
    expect(b![2]).toMatchObject({ kind: 'tags_changed', added: ['gold'], removed: [], by: 'user' });
    expect(c!.map((e) => e.kind)).toEqual(['status_changed', 'tags_changed', 'created']);
  });
});
