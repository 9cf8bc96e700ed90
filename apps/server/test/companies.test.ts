import {
  COMPANY_DOMAIN_MESSAGE,
  COMPANY_NAME_REQUIRED,
  COMPANY_NAME_TAKEN,
  CompanyContactsResponseSchema,
  CompanyListResponseSchema,
  CompanyResponseSchema,
  type Company,
} from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';
import { uploadFile } from './transfer/transferHelpers';

/**
 * Companies as records (issue 32 §2): CRUD and search, clear 400s, contacts linked by their
 * `company` text when created, edited and imported (by name, or by email domain), a company's
 * contacts, counts and engagement, and a deleted company leaving its contacts unlinked.
 */
describeEachDatabase('companies', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, defaultPlan: 'pro' });
  });
  afterAll(() => server?.close());

  const parsed = <T extends v.GenericSchema>(schema: T, body: unknown) => {
    const result = v.safeParse(schema, body);
    expect(result.success, JSON.stringify(result.issues)).toBe(true);
    return result.output as v.InferOutput<T>;
  };
  async function addCompany(token: string, input: Record<string, unknown>) {
    const res = await server.post('/api/companies', input, { token });
    expect(res.status, res.text).toBe(201);
    return parsed(CompanyResponseSchema, res.body).company;
  }
  async function addContact(token: string, input: Record<string, unknown>) {
    const res = await server.post(
      '/api/contacts',
      { firstName: 'Ann', lastName: 'Lee', email: `c${Math.random()}@example.com`, ...input },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.contact as { id: number; company: string | null };
  }
  const linkOf = async (contactId: number) =>
    server.db
      .selectFrom('contacts')
      .select(['company', 'company_id'])
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
  async function getCompany(token: string, id: number): Promise<Company> {
    const res = await server.get(`/api/companies/${id}`, { token });
    expect(res.status, res.text).toBe(200);
    return parsed(CompanyResponseSchema, res.body).company;
  }

  it('creates, reads, searches, pages, changes and deletes companies', async () => {
    const { token } = await server.registerUser();
    const acme = await addCompany(token, {
      name: '  Acme Ltd ',
      domain: 'https://www.Acme.example/',
      phone: '+1 555 0100',
      address: '1 Main St',
      industry: 'Manufacturing',
      size: '51-200',
      customFields: { tier: 'gold' },
    });
    expect(acme).toMatchObject({
      name: 'Acme Ltd',
      domain: 'acme.example',
      industry: 'Manufacturing',
      customFields: { tier: 'gold' },
      contactCount: 0,
      engagement: { sent: 0, opened: 0, clicked: 0 },
    });
    await addCompany(token, { name: 'globex' });
    await addCompany(token, { name: 'Beta 100%' });

    const list = async (query: string) => {
      const res = await server.get(`/api/companies${query}`, { token });
      expect(res.status, res.text).toBe(200);
      const body = parsed(CompanyListResponseSchema, res.body);
      return { names: body.companies.map((c) => c.name), total: body.total };
    };
    // By name whatever its case; a search's % is a character, not a wildcard.
    expect(await list('')).toEqual({ names: ['Acme Ltd', 'Beta 100%', 'globex'], total: 3 });
    expect(await list('?q=GLO')).toEqual({ names: ['globex'], total: 1 });
    expect(await list('?q=0%25')).toEqual({ names: ['Beta 100%'], total: 1 });
    expect(await list('?limit=2&offset=1')).toEqual({ names: ['Beta 100%', 'globex'], total: 3 });

    const changed = await server.patch(
      `/api/companies/${acme.id}`,
      { industry: '', size: '201-500' },
      { token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.company).toMatchObject({
      name: 'Acme Ltd',
      industry: null,
      size: '201-500',
    });

    expect((await server.delete(`/api/companies/${acme.id}`, { token })).status).toBe(204);
    expect((await server.get(`/api/companies/${acme.id}`, { token })).status).toBe(404);
    expect((await server.delete(`/api/companies/${acme.id}`, { token })).status).toBe(404);
    // Another account's company does not exist here.
    const other = await server.registerUser();
    const theirs = await addCompany(other.token, { name: 'Theirs' });
    expect((await server.get(`/api/companies/${theirs.id}`, { token })).status).toBe(404);
    expect(
      (await server.patch(`/api/companies/${theirs.id}`, { name: 'X' }, { token })).status,
    ).toBe(404);
    expect((await list('')).names).toEqual(['Beta 100%', 'globex']);
  });

  it('answers bad input with a 400 that names the field, and a taken name with a 409', async () => {
    const { token } = await server.registerUser();
    const bad = async (path: string, method: 'post' | 'patch', body: unknown) => {
      const res = await server[method](path, body, { token });
      return { status: res.status, message: res.body?.message, field: res.body?.field };
    };
    expect(await bad('/api/companies', 'post', { name: '  ' })).toEqual({
      status: 400,
      message: COMPANY_NAME_REQUIRED,
      field: 'name',
    });
    expect(await bad('/api/companies', 'post', {})).toMatchObject({
      status: 400,
      message: COMPANY_NAME_REQUIRED,
    });
    expect(await bad('/api/companies', 'post', { name: 'A', domain: 'not a domain' })).toEqual({
      status: 400,
      message: COMPANY_DOMAIN_MESSAGE,
      field: 'domain',
    });
    expect(await bad('/api/companies', 'post', { name: 'x'.repeat(201) })).toEqual({
      status: 400,
      message: 'Company name must be at most 200 characters',
      field: 'name',
    });
    const first = await addCompany(token, { name: 'Initech' });
    expect(await bad('/api/companies', 'post', { name: 'INITECH ' })).toEqual({
      status: 409,
      message: COMPANY_NAME_TAKEN,
      field: 'name',
    });
    const second = await addCompany(token, { name: 'Hooli' });
    expect(await bad(`/api/companies/${second.id}`, 'patch', { name: 'initech' })).toEqual({
      status: 409,
      message: COMPANY_NAME_TAKEN,
      field: 'name',
    });
    expect((await server.get('/api/companies?limit=0', { token })).body.message).toBe(
      'Limit must be a whole number from 1 to 200',
    );
    expect((await server.get('/api/companies?offset=-1', { token })).status).toBe(400);
    expect((await server.get(`/api/companies/${first.id}x`, { token })).status).toBe(404);
  });

  it('keeps custom fields as a contact does: typed values kept, replaced whole, checked the same way', async () => {
    const { token } = await server.registerUser();
    const acme = await addCompany(token, {
      name: 'Custom Co',
      customFields: { tier: 'gold', seats: 12, partner: true, note: null },
    });
    expect(acme.customFields).toEqual({ tier: 'gold', seats: 12, partner: true, note: null });
    expect((await getCompany(token, acme.id)).customFields).toEqual(acme.customFields);
    // A change names them all: one left out is removed; other fields leave them alone.
    const changed = await server.patch(
      `/api/companies/${acme.id}`,
      { customFields: { tier: 'platinum', region: 'EMEA' } },
      { token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.company.customFields).toEqual({ tier: 'platinum', region: 'EMEA' });
    await server.patch(`/api/companies/${acme.id}`, { industry: 'Retail' }, { token });
    expect((await getCompany(token, acme.id)).customFields).toEqual({
      tier: 'platinum',
      region: 'EMEA',
    });
    expect((await addCompany(token, { name: 'No Fields' })).customFields).toEqual({});

    const bad = async (method: 'post' | 'patch', path: string, customFields: unknown) => {
      const res = await server[method](path, { name: 'Bad Fields', customFields }, { token });
      return { status: res.status, message: res.body?.message, field: res.body?.field };
    };
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, i]));
    for (const [method, path] of [
      ['post', '/api/companies'],
      ['patch', `/api/companies/${acme.id}`],
    ] as const) {
      expect(await bad(method, path, 'nope')).toEqual({
        status: 400,
        message: 'Custom fields must be an object',
        field: 'customFields',
      });
      expect(await bad(method, path, tooMany)).toMatchObject({
        status: 400,
        message: 'A company can have at most 100 custom fields',
      });
      expect(await bad(method, path, { ['n'.repeat(101)]: 'x' })).toMatchObject({
        status: 400,
        message: 'Custom field names must be at most 100 characters',
      });
      expect(await bad(method, path, { plan: 'x'.repeat(2001) })).toMatchObject({
        status: 400,
        message: 'Custom field values must be at most 2,000 characters',
      });
      expect(await bad(method, path, { plan: { nested: 1 } })).toMatchObject({
        status: 400,
        message: 'Custom field values must be text, numbers, true/false or empty',
      });
    }
    // Nothing of the refused changes was kept.
    expect((await getCompany(token, acme.id)).customFields).toEqual({
      tier: 'platinum',
      region: 'EMEA',
    });
  });

  it("answers each contact's company id beside its name, in the list, a page and one contact", async () => {
    const { token } = await server.registerUser();
    const acme = await addCompany(token, { name: 'Listed Co' });
    const linked = await addContact(token, { firstName: 'Lin', company: 'listed co' });
    const unlinked = await addContact(token, { firstName: 'Una' });
    const list = await server.get('/api/contacts?limit=10', { token });
    expect(list.status, list.text).toBe(200);
    const byId = new Map(
      (
        list.body.contacts as { id: number; company: string | null; companyId: number | null }[]
      ).map((c) => [c.id, c]),
    );
    expect(byId.get(linked.id)).toMatchObject({ company: 'Listed Co', companyId: acme.id });
    expect(byId.get(unlinked.id)).toMatchObject({ company: null, companyId: null });
    // The page the table jumps to by position, and a search, build the same JSON.
    for (const query of ['sort=company&offset=0', 'q=Lin']) {
      const res = await server.get(`/api/contacts?limit=10&${query}`, { token });
      expect(res.status, res.text).toBe(200);
      const found = (res.body.contacts as { id: number; companyId: number | null }[]).find(
        (c) => c.id === linked.id,
      );
      expect(found?.companyId, query).toBe(acme.id);
    }
    const one = await server.get(`/api/contacts/${linked.id}`, { token });
    expect(one.body.contact).toMatchObject({ company: 'Listed Co', companyId: acme.id });
    // Deleting the company unlinks the contact.
    await server.delete(`/api/companies/${acme.id}`, { token });
    const after = await server.get(`/api/contacts/${linked.id}`, { token });
    expect(after.body.contact).toMatchObject({ company: null, companyId: null });
  });

  it("links a contact by its company text when created or edited; clearing it unlinks; a company's contacts and figures", async () => {
    const { token, user } = await server.registerUser();
    const acme = await addCompany(token, { name: 'Acme' });
    // Any case and spacing finds the company; the contact shows its name.
    const ann = await addContact(token, { company: ' ACME ' });
    expect(ann.company).toBe('Acme');
    expect(await linkOf(ann.id)).toEqual({ company: 'Acme', company_id: acme.id });
    // A name no company has yet creates it.
    const bob = await addContact(token, { firstName: 'Bob', company: 'Umbrella' });
    const umbrella = (await server.get('/api/companies?q=umbrella', { token })).body
      .companies[0] as Company;
    expect(umbrella.name).toBe('Umbrella');
    expect((await linkOf(bob.id)).company_id).toBe(umbrella.id);

    // Edited: another company, then cleared.
    const moved = await server.patch(`/api/contacts/${bob.id}`, { company: 'acme' }, { token });
    expect(moved.body.contact.company).toBe('Acme');
    expect(await linkOf(bob.id)).toEqual({ company: 'Acme', company_id: acme.id });
    const carl = await addContact(token, { firstName: 'Carl', company: 'Acme' });
    await server.patch(`/api/contacts/${carl.id}`, { company: null }, { token });
    expect(await linkOf(carl.id)).toEqual({ company: null, company_id: null });
    // An edit that does not name the company keeps the link.
    await server.patch(`/api/contacts/${ann.id}`, { position: 'CTO' }, { token });
    expect((await linkOf(ann.id)).company_id).toBe(acme.id);

    // Mail to its contacts: two sent, one opened and clicked (each message counted once).
    const campaign = await server.db
      .insertInto('campaigns')
      .values({
        user_id: user.id,
        name: 'C',
        subject: 'S',
        content: 'C',
        status: 'sent',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (const [contact, opened] of [
      [ann, true],
      [bob, false],
      [carl, true],
    ] as const)
      await server.db
        .insertInto('campaign_recipients')
        .values({
          user_id: user.id,
          campaign_id: campaign.id,
          contact_id: contact.id,
          email: `${contact.id}@example.com`,
          status: 'sent',
          next_attempt_at: now,
          sent_at: now,
          first_opened_at: opened ? now : null,
          open_count: opened ? 3 : 0,
          first_clicked_at: opened ? now : null,
          click_count: opened ? 2 : 0,
          created_at: now,
        })
        .execute();
    const figures = await getCompany(token, acme.id);
    expect(figures.contactCount).toBe(2);
    expect(figures.engagement).toEqual({ sent: 2, opened: 1, clicked: 1 });
    const listed = (await server.get('/api/companies?q=acme', { token })).body.companies[0];
    expect(listed).toMatchObject({
      contactCount: 2,
      engagement: { sent: 2, opened: 1, clicked: 1 },
    });

    const contacts = await server.get(`/api/companies/${acme.id}/contacts`, { token });
    expect(contacts.status, contacts.text).toBe(200);
    const page = parsed(CompanyContactsResponseSchema, contacts.body);
    expect(page.contacts.map((c) => c.firstName)).toEqual(['Ann', 'Bob']);
    expect(page.total).toBe(2);

    // Renamed: its contacts show the new name.
    await server.patch(`/api/companies/${acme.id}`, { name: 'Acme Corp' }, { token });
    const annNow = await server.get(`/api/contacts/${ann.id}`, { token });
    expect(annNow.body.contact.company).toBe('Acme Corp');

    // Deleted: the contacts stay, unlinked and without its name.
    expect((await server.delete(`/api/companies/${acme.id}`, { token })).status).toBe(204);
    expect(await linkOf(ann.id)).toEqual({ company: null, company_id: null });
    expect(await linkOf(bob.id)).toEqual({ company: null, company_id: null });
    expect((await server.get(`/api/contacts/${ann.id}`, { token })).status).toBe(200);
    expect((await server.get(`/api/companies/${acme.id}/contacts`, { token })).status).toBe(404);
  });

  it('links imported contacts by company name (creating what is missing) and by email domain', async () => {
    const { token, user } = await server.registerUser();
    const acme = await addCompany(token, { name: 'Acme', domain: 'acme.example' });
    await addCompany(token, { name: 'Mail Co', domain: 'gmail.com' });
    const csv =
      'First Name,Last Name,Email,Company\n' +
      'Ann,Lee,ann@other.example,acme\n' +
      'Bob,Ray,bob@acme.example,\n' +
      'Cy,Day,cy@ACME.example,Globex\n' +
      'Di,Fox,di@x.example, GLOBEX \n' +
      'Ed,Gu,ed@gmail.com,\n' +
      'Flo,Ho,flo@nowhere.example,\n';
    const res = await uploadFile(server, token, 'people.csv', csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body.importedCount).toBe(6);
    const rows = await server.db
      .selectFrom('contacts')
      .select(['first_name', 'company', 'company_id'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    const globex = await server.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('user_id', '=', user.id)
      .where('name', '=', 'Globex')
      .executeTakeFirstOrThrow();
    expect(rows.map((r) => [r.first_name, r.company, r.company_id])).toEqual([
      ['Ann', 'Acme', acme.id],
      // No company: linked by the email's domain.
      ['Bob', 'Acme', acme.id],
      // A company named wins over the domain; the first spelling names a new one.
      ['Cy', 'Globex', globex.id],
      ['Di', 'Globex', globex.id],
      // A free-mail domain links nobody, whatever company claims it.
      ['Ed', null, null],
      ['Flo', null, null],
    ]);
    const count = await server.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });
});
