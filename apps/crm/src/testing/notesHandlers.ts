import { http, HttpResponse, type RequestHandler } from 'msw';
import { type Note, NoteInputSchema, NoteUpdateSchema } from '@crm/api-client';
import { readBody } from './readBody';

type RecordField = 'contactId' | 'companyId' | 'dealId';

/** The paths of the records notes and tasks are on, and the field that names each. */
export const RECORD_PATHS: [string, RecordField][] = [
  ['contacts', 'contactId'],
  ['companies', 'companyId'],
  ['deals', 'dealId'],
];

/** A note as stories show it; ids and times fixed so screenshots hold still. */
export function storyNote(overrides: Partial<Note> & Pick<Note, 'id' | 'body'>): Note {
  return {
    contactId: 1,
    companyId: null,
    dealId: null,
    authorId: 1,
    pinned: false,
    createdAt: '2026-03-02T14:05:00.000Z',
    updatedAt: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

export const sampleNotes: Note[] = [
  storyNote({
    id: 3,
    body: 'Decision maker. Prefers email over calls.',
    pinned: true,
    createdAt: '2026-02-20T09:00:00.000Z',
    updatedAt: '2026-02-20T09:00:00.000Z',
  }),
  storyNote({
    id: 2,
    body: 'Called about the spring offer: wants the pricing page https://shop.example.com/pricing.\nFollow up next week.',
  }),
  storyNote({
    id: 1,
    body: '<b>Not bold</b>: markup stays text.',
    createdAt: '2026-02-18T11:30:00.000Z',
    updatedAt: '2026-02-19T08:00:00.000Z',
  }),
];

/**
 * Notes kept in memory per handler set, as the server answers them: pinned first, then newest;
 * writes checked with the contract's schemas.
 */
export function notesHandlers(initial: Note[] = sampleNotes): RequestHandler[] {
  const notes = initial.map((n) => ({ ...n }));
  let nextId = Math.max(0, ...notes.map((n) => n.id)) + 1;
  const ordered = (field: RecordField, id: number) =>
    notes
      .filter((n) => n[field] === id)
      .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.id - a.id);
  return [
    ...RECORD_PATHS.flatMap(([path, field]) => [
      http.get(`/api/${path}/:id/notes`, ({ params }) => {
        const list = ordered(field, Number(params.id));
        return HttpResponse.json({ notes: list, nextCursor: null, total: list.length });
      }),
      http.post(`/api/${path}/:id/notes`, async ({ request, params }) => {
        const { body, refused } = await readBody(request, NoteInputSchema);
        if (refused) return refused;
        const at = '2026-03-05T10:00:00.000Z';
        const note = storyNote({
          id: nextId++,
          contactId: null,
          [field]: Number(params.id),
          body: body.body,
          pinned: body.pinned,
          createdAt: at,
          updatedAt: at,
        });
        notes.push(note);
        return HttpResponse.json({ note }, { status: 201 });
      }),
    ]),
    http.patch('/api/notes/:id', async ({ request, params }) => {
      const { body, refused } = await readBody(request, NoteUpdateSchema);
      if (refused) return refused;
      const note = notes.find((n) => n.id === Number(params.id));
      if (!note) return HttpResponse.json({ message: 'Note not found' }, { status: 404 });
      Object.assign(note, {
        ...(body.body !== undefined && { body: body.body }),
        ...(body.pinned !== undefined && { pinned: body.pinned }),
        updatedAt: '2026-03-05T10:30:00.000Z',
      });
      return HttpResponse.json({ note });
    }),
    http.delete('/api/notes/:id', ({ params }) => {
      const at = notes.findIndex((n) => n.id === Number(params.id));
      if (at < 0) return HttpResponse.json({ message: 'Note not found' }, { status: 404 });
      notes.splice(at, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
