import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import {
  type NoteInput,
  NOTES_PAGE_SIZE,
  type NoteUpdate,
  type RecordFilter,
} from './notes.schemas';

/** Query keys of notes: a contact's, a company's or a deal's list. */
export const noteKeys = {
  all: ['notes'] as const,
  ofRecord: (record: RecordFilter) => [...noteKeys.all, 'record', record] as const,
};

export const noteQueries = {
  /** Pages of a record's notes, pinned first, then newest. */
  ofRecord: (client: ApiClient, record: RecordFilter) =>
    pagesQuery(noteKeys.ofRecord(record), (cursor) =>
      client.getNotesPage(record, { limit: NOTES_PAGE_SIZE, cursor }),
    ),
};

// A note is a timeline event too, so writes refresh the contacts' timelines.
const refresh = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [noteKeys.all, contactKeys.all]);

export const noteMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...noteKeys.all, 'create'] as const,
    mutationFn: ({ record, input }: { record: RecordFilter; input: NoteInput }) =>
      client.createNote(record, input),
    onSuccess: () => refresh(queryClient),
  }),
  update: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...noteKeys.all, 'update'] as const,
    mutationFn: ({ id, input }: { id: number; input: NoteUpdate }) => client.updateNote(id, input),
    onSuccess: () => refresh(queryClient),
  }),
  delete: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...noteKeys.all, 'delete'] as const,
    mutationFn: (id: number) => client.deleteNote(id),
    onSuccess: () => refresh(queryClient),
  }),
};
