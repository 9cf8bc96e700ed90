import {
  isSegmentGroup,
  segmentConditions,
  type ContactFilter,
  type Segment,
  type SegmentGroup,
} from '@crm/api-client';
import type { ContactsFilter, SegmentReference } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { HttpError, notFound } from '../http/HttpError';
import { segmentsRepository } from './segmentsRepository';

/** Whether any condition of the group is "in another segment". */
export const hasSegmentReferences = (group: SegmentGroup) =>
  [...segmentConditions(group)].some(({ condition }) => condition.kind === 'segment');

/**
 * The group with each "in another segment" condition carrying that segment's conditions as they
 * are now, its own references loaded too, so the synchronous compiler can inline them and a
 * background job keeps them with its filter. `within` are the segments being evaluated (the
 * saved one whose conditions these are): saving refuses a loop, but two saves at once could still
 * make one, and it must not recurse for ever.
 */
function inlineSegments(
  group: SegmentGroup,
  segments: ReadonlyMap<number, Pick<Segment, 'name' | 'conditions'>>,
  within: readonly number[] = [],
): SegmentGroup {
  return {
    match: group.match,
    conditions: group.conditions.map((item) => {
      if (isSegmentGroup(item)) return inlineSegments(item, segments, within);
      if (item.kind !== 'segment') return item;
      const target = segments.get(item.segmentId);
      // Deleting a segment in use is refused, so this is a race with a delete.
      if (!target) throw notFound('Segment');
      if (within.includes(item.segmentId))
        throw new HttpError(
          409,
          `Segment “${target.name}” includes itself through other segments: edit it to remove the loop`,
        );
      const reference: SegmentReference = {
        ...item,
        conditions: inlineSegments(target.conditions, segments, [...within, item.segmentId]),
      };
      return reference;
    }),
  };
}

/**
 * A group ready for the contacts queries: the segments it names loaded (one read of the owner's
 * segments, tens of rows, and only when it names one). Every use of a segment's conditions goes
 * through here or `withSegmentConditions`: the list, counts, exports, bulk actions, workflows.
 */
export async function resolveSegments(
  database: Db,
  scope: Scope,
  group: SegmentGroup,
  within: readonly number[] = [],
): Promise<SegmentGroup> {
  if (!hasSegmentReferences(group)) return group;
  const segments = await segmentsRepository(database, scope).list();
  return inlineSegments(group, new Map(segments.map((s) => [s.id, s])), within);
}

/**
 * A contacts filter as the contacts queries take it: one naming a segment gets that segment's
 * conditions as they are now (a 404 when the segment is not the scope's). Every route that takes a
 * contacts filter (the list, its count, bulk actions, a workflow's enrolment) goes through here.
 */
export async function withSegmentConditions<F extends ContactFilter>(
  database: Db,
  scope: Scope,
  filter: F,
): Promise<F & ContactsFilter> {
  if (filter.segment === undefined) return filter;
  const segment = await segmentsRepository(database, scope).find(filter.segment);
  if (!segment) throw notFound('Segment');
  return {
    ...filter,
    conditions: await resolveSegments(database, scope, segment.conditions, [segment.id]),
  };
}
