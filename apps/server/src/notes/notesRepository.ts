import type { Note, NoteData, NoteUpdateData } from '@crm/api-client';
import type { Selectable } from 'kysely';
import { toIso } from '../db/columnTypes';
import { countUpTo, type RowSet } from '../db/countUpTo';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import { RECORD_COLUMN, type RecordKind } from '../records/records';
import {
  timelineBefore,
  timelineId,
  type TimelineItem,
  timelineLimit,
  type TimelineRead,
} from '../db/timelineBound';
import type { NotesTable } from './notesTable';

function toNote(row: Selectable<NotesTable>): Note {
  return {
    id: row.id,
    contactId: row.contact_id,
    companyId: row.company_id,
    dealId: row.deal_id,
    authorId: row.author_id,
    body: row.body,
    pinned: Boolean(row.pinned),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A page's place: the last note's pin and id (ids grow with time, so id order is newest first). */
export interface NotesBound {
  pinned: 0 | 1;
  id: number;
}

/** Notes on contacts, companies and deals (issue 32 §1–§3); every query scoped to one owner. */
export function notesRepository(database: Db, scope: Scope) {
  const { db } = database;
  const owned = () => db.selectFrom('notes').selectAll().where(OWNER, '=', scope.ownerId);
  const rowsOfRecord = (kind: RecordKind, recordId: number): RowSet =>
    db
      .selectFrom('notes')
      .where(OWNER, '=', scope.ownerId)
      .where(RECORD_COLUMN[kind], '=', recordId);
  return {
    /** A page of the record's notes: pinned first, then newest. */
    async ofRecord(
      kind: RecordKind,
      recordId: number,
      { limit, before }: { limit: number; before?: NotesBound },
    ): Promise<{ notes: Note[]; next: NotesBound | null }> {
      let query = owned().where(RECORD_COLUMN[kind], '=', recordId);
      if (before)
        query = query.where((eb) =>
          eb.or([
            eb('pinned', '<', before.pinned),
            eb.and([eb('pinned', '=', before.pinned), eb('id', '<', before.id)]),
          ]),
        );
      const rows = await query
        .orderBy('pinned', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        notes: page.map(toNote),
        next: rows.length > limit && last ? { pinned: last.pinned ? 1 : 0, id: last.id } : null,
      };
    },
    async countOfRecord(kind: RecordKind, recordId: number): Promise<number> {
      return countUpTo(db, rowsOfRecord(kind, recordId));
    },
    /** The record's notes, unexecuted (a contact's timeline counts and probes them). */
    rowsOfRecord,
    async find(id: number): Promise<Note | undefined> {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && toNote(row);
    },
    async create(
      kind: RecordKind,
      recordId: number,
      authorId: number,
      input: NoteData,
    ): Promise<Note> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('notes')
        .values({
          ...ownedBy(scope),
          author_id: authorId,
          contact_id: kind === 'contact' ? recordId : null,
          company_id: kind === 'company' ? recordId : null,
          deal_id: kind === 'deal' ? recordId : null,
          body: input.body,
          pinned: input.pinned ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toNote(row);
    },
    async update(id: number, input: NoteUpdateData): Promise<Note | undefined> {
      const row = await db
        .updateTable('notes')
        .set({
          ...(input.body !== undefined && { body: input.body }),
          ...(input.pinned !== undefined && { pinned: input.pinned ? 1 : 0 }),
          updated_at: new Date().toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toNote(row);
    },
    async remove(id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('notes')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** Every note on the contacts, oldest first (their data export). */
    async allOf(contactIds: readonly number[]): Promise<Note[]> {
      if (contactIds.length === 0) return [];
      const rows = await owned().where('contact_id', 'in', contactIds).orderBy('id').execute();
      return rows.map(toNote);
    },
    /** The timeline source `note_added`, on (contact_id, created_at, id). */
    async timelineNotes(contactId: number, rank: number, read: TimelineRead) {
      const rows = await db
        .selectFrom('notes')
        .select(['id', 'body', 'created_at'])
        .where(OWNER, '=', scope.ownerId)
        .where('contact_id', '=', contactId)
        .where(timelineBefore(rank, 'created_at', ['id'], read.before))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(timelineLimit(read))
        .execute();
      return rows.map((r): TimelineItem => {
        const at = toIso(r.created_at);
        const keys = [r.id];
        return {
          at,
          rank,
          keys,
          event: {
            kind: 'note_added',
            id: timelineId(rank, keys),
            at,
            noteId: r.id,
            text: excerpt(r.body),
          },
        };
      });
    },
  };
}

/** A timeline event shows the start of a note; the Notes section shows all of it. */
const EXCERPT_LENGTH = 200;
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}
