import {
  segmentConditions,
  type Segment,
  type SegmentData,
  type SegmentGroup,
} from '@crm/api-client';
import type { Selectable } from 'kysely';
import { toIso } from '../db/columnTypes';
import type { Db } from '../db/Db';
import { OWNER, ownedBy, type Scope } from '../db/scope';
import type { SegmentsTable } from './segmentsTable';

function toSegment(row: Selectable<SegmentsTable>): Segment {
  return {
    id: row.id,
    name: row.name,
    conditions: JSON.parse(row.conditions) as SegmentGroup,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Saved segments; every query scoped to one owner (their counts are the contacts area's). */
export function segmentsRepository(database: Db, scope: Scope) {
  const { db } = database;
  const owned = () => db.selectFrom('segments').selectAll().where(OWNER, '=', scope.ownerId);
  return {
    /** The owner's segments by name (an account has tens of them). */
    async list(): Promise<Segment[]> {
      return (await owned().orderBy('name').orderBy('id').execute()).map(toSegment);
    },
    async find(id: number): Promise<Segment | undefined> {
      const row = await owned().where('id', '=', id).executeTakeFirst();
      return row && toSegment(row);
    },
    /** The names of the owner's segments that include segment `id` ("in another segment"). */
    async including(id: number): Promise<string[]> {
      return (await owned().orderBy('name').orderBy('id').execute())
        .map(toSegment)
        .filter((segment) =>
          [...segmentConditions(segment.conditions)].some(
            ({ condition }) => condition.kind === 'segment' && condition.segmentId === id,
          ),
        )
        .map((segment) => segment.name);
    },
    async create(input: SegmentData): Promise<Segment> {
      const now = new Date().toISOString();
      const row = await db
        .insertInto('segments')
        .values({
          ...ownedBy(scope),
          name: input.name,
          conditions: JSON.stringify(input.conditions),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSegment(row);
    },
    async update(id: number, input: SegmentData): Promise<Segment | undefined> {
      const row = await db
        .updateTable('segments')
        .set({
          name: input.name,
          conditions: JSON.stringify(input.conditions),
          updated_at: new Date().toISOString(),
        })
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toSegment(row);
    },
    /** Deletes it; answers its name (kept by the audit log), undefined when not this owner's. */
    async remove(id: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('segments')
        .where(OWNER, '=', scope.ownerId)
        .where('id', '=', id)
        .returning('name')
        .executeTakeFirst();
      return row?.name;
    },
  };
}
