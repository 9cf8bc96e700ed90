import type { ContactFilter } from '@crm/api-client';
import type { ContactsFilter } from '../contacts/contactsRepository';
import type { Db } from '../db/Db';
import type { Scope } from '../db/scope';
import { notFound } from '../http/HttpError';
import { segmentsRepository } from './segmentsRepository';

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
  return { ...filter, conditions: segment.conditions };
}
