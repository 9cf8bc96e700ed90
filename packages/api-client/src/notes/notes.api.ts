import type { Page, PageParams } from '../common/pages';
import { type Http, idSegment, queryString } from '../http';
import {
  type Note,
  type NoteInput,
  NoteListResponseSchema,
  NoteResponseSchema,
  type NoteUpdate,
} from './notes.schemas';

export function notesApi(http: Http) {
  return {
    /** `GET /api/contacts/{id}/notes`: a page of the contact's notes, pinned first, then newest. */
    getContactNotesPage: async (
      contactId: number,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Note>> => {
      const page = await http.json(
        'GET',
        `/api/contacts/${idSegment(contactId)}/notes${queryString({ limit, before: cursor ?? undefined })}`,
        NoteListResponseSchema,
      );
      return { items: page.notes, nextCursor: page.nextCursor, total: page.total };
    },
    /** `POST /api/contacts/{id}/notes`: 400 for an empty note or one over 10,000 characters. */
    createNote: async (contactId: number, input: NoteInput): Promise<Note> =>
      (
        await http.json('POST', `/api/contacts/${idSegment(contactId)}/notes`, NoteResponseSchema, {
          json: input,
        })
      ).note,
    /** `PATCH /api/notes/{id}`: the text or the pin; only its author may. */
    updateNote: async (id: number, input: NoteUpdate): Promise<Note> =>
      (
        await http.json('PATCH', `/api/notes/${idSegment(id)}`, NoteResponseSchema, {
          json: input,
        })
      ).note,
    /** `DELETE /api/notes/{id}`: 204; only its author may. */
    deleteNote: async (id: number): Promise<void> => {
      await http.send('DELETE', `/api/notes/${idSegment(id)}`);
    },
  };
}
