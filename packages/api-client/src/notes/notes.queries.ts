import type { ApiClient } from '../client';
import { pagesQuery } from '../common/pages';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { contactKeys } from '../contacts/contacts.queries';
import { type NoteInput, NOTES_PAGE_SIZE, type NoteUpdate } from './notes.schemas';

/** Query keys of notes: a contact's list. */
export const noteKeys = {
  all: ['notes'] as const,
  ofContact: (contactId: number) => [...noteKeys.all, 'contact', contactId] as const,
};

export const noteQueries = {
  /** Pages of a contact's notes, pinned first, then newest. */
  ofContact: (client: ApiClient, contactId: number) =>
    pagesQuery(noteKeys.ofContact(contactId), (cursor) =>
      client.getContactNotesPage(contactId, { limit: NOTES_PAGE_SIZE, cursor }),
    ),
};

// A note is a timeline event too, so writes refresh the contacts' timelines.
const refresh = (queryClient: QueryInvalidator) =>
  invalidateAll(queryClient, [noteKeys.all, contactKeys.all]);

export const noteMutations = {
  create: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...noteKeys.all, 'create'] as const,
    mutationFn: ({ contactId, input }: { contactId: number; input: NoteInput }) =>
      client.createNote(contactId, input),
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
