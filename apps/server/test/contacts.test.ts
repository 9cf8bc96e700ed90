import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeEachDatabase,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from './harness';

describeEachDatabase('contacts', (database) => {
  let server: TestServer;
  let user: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer({ database });
    user = await server.registerUser();
  });
  afterAll(() => server.close());

  const post = (json: unknown) => server.post('/api/contacts', json, { token: user.token });
  let n = 0;
  const email = () => `contact${n++}@example.com`;

  describe('/api/contacts', () => {
    it('requires a session', async () => {
      expect((await server.get('/api/contacts')).status).toBe(401);
      expect(
        (await server.post('/api/contacts', { firstName: 'A', lastName: 'B', email: email() }))
          .status,
      ).toBe(401);
    });

    it('creates with defaults (201 { contact }), trims and lower-cases the email, and lists it', async () => {
      const res = await post({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: '  Ada@Example.COM ',
        phone: '',
        company: 'Analytical Engines',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        contact: {
          id: expect.any(Number),
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: null,
          company: 'Analytical Engines',
          // The company record the name was linked to (made here, as none had it).
          companyId: expect.any(Number),
          position: null,
          status: 'subscriber',
          tags: [],
          leadSource: null,
          customFields: {},
          createdAt: expect.any(String),
        },
      });
      const list = await server.get('/api/contacts', { token: user.token });
      expect(list.status).toBe(200);
      expect(list.body.contacts).toContainEqual(res.body.contact);
      const one = await server.get(`/api/contacts/${res.body.contact.id}`, { token: user.token });
      expect(one.body).toEqual({ contact: res.body.contact });
    });

    it('the list (built as JSON by the database) matches each contact read on its own', async () => {
      const u = await server.registerUser();
      const odd = [
        {
          firstName: 'Zoë',
          lastName: 'O\'Brien "Q"',
          email: 'zoe@example.com',
          company: 'Ünïcode 東京 \u2028 line',
          position: 'a\\b\nnew',
          tags: ['a,b', 'ü'],
          customFields: {
            n: 1.5,
            big: 12345678901,
            neg: -3,
            t: true,
            f: false,
            nil: null,
            s: 'x"y',
          },
        },
        { firstName: 'Min', lastName: 'Imal', email: 'min@example.com' },
        {
          firstName: 'Emoji',
          lastName: '🎉',
          email: 'emoji@example.com',
          phone: '+1 (555) 010-0000',
          leadSource: 'Referral',
          status: 'lead',
        },
      ];
      for (const c of odd)
        expect((await server.post('/api/contacts', c, { token: u.token })).status).toBe(201);
      const list = await server.get('/api/contacts', { token: u.token });
      expect(list.headers.get('content-type')).toMatch(/^application\/json/);
      expect(list.body.contacts).toHaveLength(3);
      for (const contact of list.body.contacts) {
        const one = await server.get(`/api/contacts/${contact.id}`, { token: u.token });
        expect(contact).toStrictEqual(one.body.contact);
      }
      expect(list.body.contacts.map((c: { email: string }) => c.email)).toEqual([
        'zoe@example.com',
        'min@example.com',
        'emoji@example.com',
      ]);
      const empty = await server.registerUser();
      expect((await server.get('/api/contacts', { token: empty.token })).body).toEqual({
        contacts: [],
      });
    });

    it('stores tags and custom fields and returns them as structures', async () => {
      const res = await post({
        firstName: 'T',
        lastName: 'G',
        email: email(),
        tags: ['vip', 'vip', 'lead'],
        customFields: { score: 7, note: 'hi', ok: true },
      });
      expect(res.status).toBe(201);
      expect(res.body.contact.tags).toEqual(['vip', 'lead']);
      expect(res.body.contact.customFields).toEqual({ score: 7, note: 'hi', ok: true });
      const row = await server.db
        .selectFrom('contacts')
        .select(['tags', 'custom_fields'])
        .where('id', '=', res.body.contact.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.tags)).toEqual(['vip', 'lead']);
      expect(JSON.parse(row.custom_fields)).toEqual({ score: 7, note: 'hi', ok: true });
    });

    it.each([
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ firstName: undefined }, 'firstName', 'First name is required'],
      [{ lastName: '   ' }, 'lastName', 'Last name is required'],
      [{ email: undefined }, 'email', 'Email is required'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email'],
      [{ tags: 'vip' }, 'tags', 'Tags must be a list of text'],
      [{ tags: ['ok', ''] }, 'tags.1', 'Tags cannot be blank'],
      [{ customFields: 'nope' }, 'customFields', 'Custom fields must be an object'],
    ])('answers 400 naming the field for %j', async (patch, field, message) => {
      const res = await post({ firstName: 'A', lastName: 'B', email: email(), ...patch });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, field });
    });

    it('answers 400 for a body that is not a JSON object', async () => {
      const broken = await server.request('POST', '/api/contacts', {
        token: user.token,
        json: '{"firstName":',
      });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ message: 'Request body must be valid JSON' });
      const list = await server.request('POST', '/api/contacts', {
        token: user.token,
        json: '[1,2]',
      });
      expect(list.status).toBe(400);
    });

    it('answers 409 for a duplicate email on create and on update', async () => {
      const a = email();
      expect((await post({ firstName: 'A', lastName: 'B', email: a })).status).toBe(201);
      const dup = await post({ firstName: 'C', lastName: 'D', email: a.toUpperCase() });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        message: 'A contact with this email already exists',
        field: 'email',
      });
      const other = await post({ firstName: 'E', lastName: 'F', email: email() });
      const upd = await server.patch(
        `/api/contacts/${other.body.contact.id}`,
        { email: a },
        { token: user.token },
      );
      expect(upd.status).toBe(409);
      expect(upd.body.message).toBe('A contact with this email already exists');
    });

    it('lets two users hold the same email', async () => {
      const other = await server.registerUser();
      const e = email();
      expect((await post({ firstName: 'A', lastName: 'B', email: e })).status).toBe(201);
      expect(
        (
          await server.post(
            '/api/contacts',
            { firstName: 'A', lastName: 'B', email: e },
            { token: other.token },
          )
        ).status,
      ).toBe(201);
    });

    it('PATCH changes only the given fields and answers 200 { contact }', async () => {
      const created = (
        await post({ firstName: 'Old', lastName: 'Name', email: email(), company: 'Keep Co' })
      ).body.contact;
      const res = await server.patch(
        `/api/contacts/${created.id}`,
        { firstName: 'New', status: 'customer', tags: ['x'], customFields: { a: 1 } },
        { token: user.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.contact).toEqual({
        ...created,
        firstName: 'New',
        status: 'customer',
        tags: ['x'],
        customFields: { a: 1 },
      });
      const empty = await server.patch(`/api/contacts/${created.id}`, {}, { token: user.token });
      expect(empty.status).toBe(200);
      expect(empty.body.contact.firstName).toBe('New');
      const bad = await server.patch(
        `/api/contacts/${created.id}`,
        { firstName: '' },
        { token: user.token },
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'First name is required', field: 'firstName' });
    });

    it('DELETE answers 204 and the contact is gone', async () => {
      const created = (await post({ firstName: 'Gone', lastName: 'Soon', email: email() })).body
        .contact;
      const res = await server.delete(`/api/contacts/${created.id}`, { token: user.token });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await server.get(`/api/contacts/${created.id}`, { token: user.token })).status).toBe(
        404,
      );
      expect(
        (await server.delete(`/api/contacts/${created.id}`, { token: user.token })).status,
      ).toBe(404);
    });

    it.each(['0', '-1', 'abc', '1.5', '99999999999999999999', '12abc'])(
      'answers 404 for the id %s',
      async (id) => {
        const res = await server.get(`/api/contacts/${id}`, { token: user.token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Contact not found' });
      },
    );

    it('ignores server-owned and unknown fields', async () => {
      const other = await server.registerUser();
      const res = await post({
        id: 424242,
        userId: other.user.id,
        user_id: other.user.id,
        createdAt: '2000-01-01T00:00:00.000Z',
        firstName: 'M',
        lastName: 'A',
        email: email(),
        role: 'admin',
      });
      expect(res.status).toBe(201);
      expect(res.body.contact.id).not.toBe(424242);
      expect(res.body.contact.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
      expect(res.body.contact).not.toHaveProperty('role');
      const row = await server.db
        .selectFrom('contacts')
        .selectAll()
        .where('id', '=', res.body.contact.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(user.user.id);
      const upd = await server.patch(
        `/api/contacts/${res.body.contact.id}`,
        { id: 1, userId: other.user.id, createdAt: '2000-01-01T00:00:00.000Z' },
        { token: user.token },
      );
      expect(upd.status).toBe(200);
      expect(upd.body.contact).toEqual(res.body.contact);
    });

    it('treats __proto__ keys as nothing', async () => {
      const body = `{"firstName":"P","lastName":"Q","email":"${email()}","__proto__":{"polluted":true,"status":"owner"},"customFields":{"__proto__":{"polluted":true},"real":"yes"}}`;
      const res = await server.request('POST', '/api/contacts', { token: user.token, json: body });
      expect(res.status).toBe(201);
      expect(res.body.contact.status).toBe('subscriber');
      expect(res.body.contact.customFields).toEqual({ real: 'yes' });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const after = await server.get('/api/health');
      expect(after.status).toBe(200);
    });
  });
});
