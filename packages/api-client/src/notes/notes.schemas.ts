import * as v from 'valibot';
import { contractObject, IdSchema, IsoDateTimeSchema } from '../common/common.schemas';

/** A note's longest text: a long call summary fits; a pasted document does not. */
export const NOTE_MAX_LENGTH = 10_000;
export const NOTE_EMPTY_MESSAGE = 'The note is empty: write something first';
export const NOTE_TOO_LONG_MESSAGE = `A note can be at most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`;
export const NOTE_PINNED_MESSAGE = 'Pinned must be true or false';

const NoteBodySchema = v.pipe(
  v.string(NOTE_EMPTY_MESSAGE),
  v.trim(),
  v.nonEmpty(NOTE_EMPTY_MESSAGE),
  v.maxLength(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
);

/**
 * A note on a contact, a company or a deal (issue 32 §1–§3; exactly one of the three ids is set):
 * plain text, links shown clickable, never read as HTML.
 */
export const NoteSchema = contractObject({
  id: IdSchema,
  contactId: v.nullable(IdSchema),
  companyId: v.nullable(IdSchema),
  dealId: v.nullable(IdSchema),
  /** Who wrote it: only they may edit or delete it. */
  authorId: IdSchema,
  body: v.string(),
  pinned: v.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Note = v.InferOutput<typeof NoteSchema>;

/** `POST /api/contacts/{id}/notes` (and `/api/companies/{id}/notes`, `/api/deals/{id}/notes`). */
export const NoteInputSchema = contractObject({
  body: NoteBodySchema,
  pinned: v.optional(v.boolean(NOTE_PINNED_MESSAGE), false),
});
export type NoteInput = v.InferInput<typeof NoteInputSchema>;
export type NoteData = v.InferOutput<typeof NoteInputSchema>;

/** `PATCH /api/notes/{id}`: the text, the pin, or both. */
export const NoteUpdateSchema = contractObject({
  body: v.optional(NoteBodySchema),
  pinned: v.optional(v.boolean(NOTE_PINNED_MESSAGE)),
});
export type NoteUpdate = v.InferInput<typeof NoteUpdateSchema>;
export type NoteUpdateData = v.InferOutput<typeof NoteUpdateSchema>;

export const NoteResponseSchema = v.object({ note: NoteSchema });

/** `GET /api/contacts/{id}/notes?before=&limit=` (or a company's, a deal's): pinned first, then newest. */
export const NoteListResponseSchema = v.object({
  notes: v.array(NoteSchema),
  nextCursor: v.nullable(v.string()),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const NOTES_PAGE_SIZE = 20;
export const NOTES_LIMIT_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${NOTES_LIMIT_MAX}`;
const CURSOR_MESSAGE = 'Cursor is not one this list gave';

/** The query of `GET /api/contacts/{id}/notes` (and a company's, a deal's). */
export const NoteListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(NOTES_LIMIT_MAX, LIMIT_MESSAGE),
    ),
    String(NOTES_PAGE_SIZE),
  ),
  /** A previous page's `nextCursor`: the last note's pin (0 or 1) and id. */
  before: v.optional(v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^[01]-\d{1,10}$/, CURSOR_MESSAGE))),
});

/** Whose notes or tasks: one contact's, one company's or one deal's. */
export type RecordFilter = { contactId: number } | { companyId: number } | { dealId: number };
