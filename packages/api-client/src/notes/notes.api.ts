import type { Page, PageParams } from '../common/pages';
import { type Http, idSegment, queryString } from '../http';
import {
  type RecordFilter,
  type Note,
  type NoteInput,
  NoteListResponseSchema,
  NoteResponseSchema,
  type NoteUpdate,
} from './notes.schemas';

/** The path of a contact, a company or a deal, under which its notes and tasks are. */
export function recordPath(record: RecordFilter): string {
  if ('contactId' in record) return `/api/contacts/${idSegment(record.contactId)}`;
  if ('companyId' in record) return `/api/companies/${idSegment(record.companyId)}`;
  return `/api/deals/${idSegment(record.dealId)}`;
}

export function notesApi(http: Http) {
  return {
    /** `GET /api/{contacts|companies|deals}/{id}/notes`: a page of the record's notes, pinned first, then newest. */
    getNotesPage: async (
      record: RecordFilter,
      { limit, cursor }: PageParams = {},
    ): Promise<Page<Note>> => {
      const page = await http.json(
        'GET',
        `${recordPath(record)}/notes${queryString({ limit, before: cursor ?? undefined })}`,
        NoteListResponseSchema,
      );
      return { items: page.notes, nextCursor: page.nextCursor, total: page.total };
    },
    /** `POST /api/{contacts|companies|deals}/{id}/notes`: 400 for an empty note or one over 10,000 characters. */
    createNote: async (record: RecordFilter, input: NoteInput): Promise<Note> =>
      (
        await http.json('POST', `${recordPath(record)}/notes`, NoteResponseSchema, {
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
