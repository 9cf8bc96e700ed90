import {
  ContactExportSchema,
  NOTE_EMPTY_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  NoteListResponseSchema,
  type Note,
} from '@crm/api-client';
import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from './harness';

/**
 * Notes on a contact (issue 32 §1): written, edited, pinned and deleted by their author; pinned
 * first, then newest; kept as plain text; on the contact's timeline and in its export; gone with
 * the contact; another account's note or contact is not found.
 */
describeEachDatabase('notes', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());

  async function contactOf(token: string, email = `n${Math.random()}@example.com`) {
    const res = await server.post(
      '/api/contacts',
      { email, firstName: 'Nora', lastName: 'Quist' },
      { token },
    );
    expect(res.status, res.text).toBe(201);
    return res.body.contact.id as number;
  }

  async function list(token: string, contactId: number, query = '') {
    const res = await server.get(`/api/contacts/${contactId}/notes${query}`, { token });
    expect(res.status, res.text).toBe(200);
    const parsed = v.safeParse(NoteListResponseSchema, res.body);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    return res.body as v.InferOutput<typeof NoteListResponseSchema>;
  }

  it('adds, edits, pins and deletes notes; pinned first, then newest', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const contactId = await contactOf(token);
    const add = async (body: string) => {
      const res = await server.post(`/api/contacts/${contactId}/notes`, { body }, as);
      expect(res.status, res.text).toBe(201);
      return res.body.note as Note;
    };
    const first = await add('Called, wants a demo');
    const second = await add('  Sent pricing  ');
    const third = await add('Follow up in May');
    expect(second.body).toBe('Sent pricing');
    expect(first.contactId).toBe(contactId);

    expect((await list(token, contactId)).notes.map((n) => n.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);

    const pinned = await server.patch(`/api/notes/${first.id}`, { pinned: true }, as);
    expect(pinned.status, pinned.text).toBe(200);
    expect(pinned.body.note).toMatchObject({ pinned: true, body: 'Called, wants a demo' });
    const edited = await server.patch(`/api/notes/${second.id}`, { body: 'Sent pricing v2' }, as);
    expect(edited.body.note).toMatchObject({ body: 'Sent pricing v2', pinned: false });

    const all = await list(token, contactId);
    expect(all.total).toBe(3);
    expect(all.notes.map((n) => n.id)).toEqual([first.id, third.id, second.id]);

    // Pages of one never skip or repeat a note across the pinned one.
    const seen: number[] = [];
    let before: string | null = null;
    do {
      const page = await list(token, contactId, `?limit=1${before ? `&before=${before}` : ''}`);
      seen.push(...page.notes.map((n) => n.id));
      before = page.nextCursor;
    } while (before);
    expect(seen).toEqual([first.id, third.id, second.id]);

    expect((await server.delete(`/api/notes/${third.id}`, as)).status).toBe(204);
    expect((await server.delete(`/api/notes/${third.id}`, as)).status).toBe(404);
    expect((await list(token, contactId)).notes.map((n) => n.id)).toEqual([first.id, second.id]);
  });

  it('refuses empty and overlong notes in plain words, and keeps markup as text', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const contactId = await contactOf(token);
    const empty = await server.post(`/api/contacts/${contactId}/notes`, { body: '   ' }, as);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: NOTE_EMPTY_MESSAGE, field: 'body' });
    const missing = await server.post(`/api/contacts/${contactId}/notes`, {}, as);
    expect(missing.body.message).toBe(NOTE_EMPTY_MESSAGE);
    const long = await server.post(
      `/api/contacts/${contactId}/notes`,
      { body: 'x'.repeat(10_001) },
      as,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(NOTE_TOO_LONG_MESSAGE);
    expect(NOTE_TOO_LONG_MESSAGE).toBe('A note can be at most 10,000 characters');
    const exact = await server.post(
      `/api/contacts/${contactId}/notes`,
      { body: 'y'.repeat(10_000) },
      as,
    );
    expect(exact.status).toBe(201);

    // Stored and answered as written: the page shows it as text, never as HTML.
    const markup = '<img src=x onerror=alert(1)> see https://example.com/a?b=1&c=2';
    const res = await server.post(`/api/contacts/${contactId}/notes`, { body: markup }, as);
    expect(res.body.note.body).toBe(markup);
    const note = res.body.note as Note;
    const edit = await server.patch(`/api/notes/${note.id}`, { body: '' }, as);
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(NOTE_EMPTY_MESSAGE);
  });

  it("hides another account's notes and contacts: 404 on every route", async () => {
    const owner = await server.registerUser();
    const stranger = await server.registerUser();
    const contactId = await contactOf(owner.token);
    const note = (
      await server.post(
        `/api/contacts/${contactId}/notes`,
        { body: 'Private' },
        { token: owner.token },
      )
    ).body.note as Note;
    const as = { token: stranger.token };
    expect((await server.get(`/api/contacts/${contactId}/notes`, as)).status).toBe(404);
    expect(
      (await server.post(`/api/contacts/${contactId}/notes`, { body: 'Mine now' }, as)).status,
    ).toBe(404);
    const patch = await server.patch(`/api/notes/${note.id}`, { body: 'Changed' }, as);
    expect(patch.status).toBe(404);
    expect(patch.text).not.toContain('Private');
    expect((await server.delete(`/api/notes/${note.id}`, as)).status).toBe(404);
    expect((await server.get(`/api/contacts/${contactId}/notes`)).status).toBe(401);
    const mine = await list(owner.token, contactId);
    expect(mine.notes).toMatchObject([{ id: note.id, body: 'Private', authorId: owner.user.id }]);
  });

  it('shows notes on the timeline and in the export, and deletes them with the contact', async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const contactId = await contactOf(token);
    const long = `Line one\n${'word '.repeat(100)}`;
    const note = (await server.post(`/api/contacts/${contactId}/notes`, { body: long }, as)).body
      .note as Note;

    const timeline = await server.get(`/api/contacts/${contactId}/timeline?kinds=note_added`, as);
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.body.total).toBe(1);
    const [event] = timeline.body.events;
    expect(event).toMatchObject({ kind: 'note_added', noteId: note.id, at: note.createdAt });
    expect(event.text.startsWith('Line one word word')).toBe(true);
    expect(event.text.length).toBeLessThanOrEqual(200);

    const exported = await server.get(`/api/contacts/${contactId}/export`, as);
    expect(exported.status).toBe(200);
    const parsed = v.parse(ContactExportSchema, JSON.parse(exported.text));
    expect(parsed.notes).toEqual([note]);

    expect((await server.delete(`/api/contacts/${contactId}`, as)).status).toBe(204);
    const left = await server.db
      .selectFrom('notes')
      .select('id')
      .where('id', '=', note.id)
      .execute();
    expect(left).toEqual([]);
    expect((await server.patch(`/api/notes/${note.id}`, { pinned: true }, as)).status).toBe(404);
  });

  it("lists and adds a company's and a deal's notes as a contact's; another's is not found; they go with it", async () => {
    const { token } = await server.registerUser();
    const as = { token };
    const company = await server.post('/api/companies', { name: 'Initech' }, as);
    expect(company.status, company.text).toBe(201);
    const deal = await server.post('/api/deals', { name: 'Initech renewal' }, as);
    expect(deal.status, deal.text).toBe(201);
    const records = [
      ['companies', company.body.company.id as number, 'companyId'],
      ['deals', deal.body.deal.id as number, 'dealId'],
    ] as const;
    const contactId = await contactOf(token);
    await server.post(`/api/contacts/${contactId}/notes`, { body: 'On the contact' }, as);

    for (const [path, id, field] of records) {
      const add = async (body: string, pinned = false) => {
        const res = await server.post(`/api/${path}/${id}/notes`, { body, pinned }, as);
        expect(res.status, res.text).toBe(201);
        return res.body.note as Note;
      };
      const first = await add('Met at the fair', true);
      const second = await add('Sent the quote');
      expect(first).toMatchObject({
        contactId: null,
        companyId: null,
        dealId: null,
        [field]: id,
      });
      const res = await server.get(`/api/${path}/${id}/notes?limit=1`, as);
      expect(res.status, res.text).toBe(200);
      expect(v.parse(NoteListResponseSchema, res.body)).toMatchObject({
        notes: [{ id: first.id }],
        nextCursor: `1-${first.id}`,
        total: 2,
      });
      const rest = await server.get(`/api/${path}/${id}/notes?before=1-${first.id}`, as);
      expect(rest.body.notes.map((n: Note) => n.id)).toEqual([second.id]);
      // Editing goes through the one notes route, whatever the record.
      const edited = await server.patch(`/api/notes/${second.id}`, { body: 'Quote v2' }, as);
      expect(edited.body.note).toMatchObject({ body: 'Quote v2', [field]: id });
      expect((await server.post(`/api/${path}/${id}/notes`, { body: ' ' }, as)).body).toEqual({
        message: NOTE_EMPTY_MESSAGE,
        field: 'body',
      });
    }
    // A contact's list stays its own.
    expect((await list(token, contactId)).total).toBe(1);

    const stranger = { token: (await server.registerUser()).token };
    for (const [path, id] of records) {
      const theirs = await server.get(`/api/${path}/${id}/notes`, stranger);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe(`${path === 'deals' ? 'Deal' : 'Company'} not found`);
      expect((await server.post(`/api/${path}/${id}/notes`, { body: 'x' }, stranger)).status).toBe(
        404,
      );
      expect((await server.get(`/api/${path}/${id}x/notes`, as)).status).toBe(404);
      expect((await server.get(`/api/${path}/999999/notes`, as)).status).toBe(404);
    }

    // Deleting the company or the deal takes its notes.
    for (const [path, id, field] of records) {
      expect((await server.delete(`/api/${path}/${id}`, as)).status).toBe(204);
      const column = field === 'companyId' ? 'company_id' : 'deal_id';
      expect(
        await server.db.selectFrom('notes').select('id').where(column, '=', id).execute(),
      ).toEqual([]);
    }
  });
});
