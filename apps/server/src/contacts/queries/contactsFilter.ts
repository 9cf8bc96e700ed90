import type { ContactFilter, SegmentGroup } from '@crm/api-client';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SqlDialect } from '../../db/sqlDialect';
import { hasTag, segmentWhere } from './contactsConditions';
import { matchesSearch, searchTerms } from './contactsSearch';

/**
 * The contract's filter as the queries take it: a `segment` (an id) comes with that segment's
 * conditions, loaded by the route through the segments repository (404 for another owner's).
 */
export type ContactsFilter = ContactFilter & { conditions?: SegmentGroup };

/** The filter as conditions on `contacts` (the caller adds the scope). */
export function filterConditions(
  dialect: SqlDialect,
  filter: ContactsFilter,
  now = new Date(),
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.segment !== undefined && filter.conditions === undefined)
    throw new Error('A segment filter needs its conditions loaded');
  if (filter.conditions !== undefined)
    conditions.push(segmentWhere(dialect, filter.conditions, now));
  if (filter.status !== undefined)
    conditions.push(sql<SqlBool>`contacts.status = ${filter.status}`);
  if (filter.tag !== undefined) conditions.push(...hasTag(dialect, filter.tag));
  const terms = searchTerms(filter.q);
  if (terms.length > 0) conditions.push(matchesSearch(dialect, terms));
  return conditions;
}

/** `contacts.id` is one of `ids` (any number of them: one parameter, not one per id). */
export function idIn(dialect: SqlDialect, ids: number[]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`contacts.id = any(cast(${ids} as integer[]))`
    : sql<SqlBool>`contacts.id in (select value from json_each(${JSON.stringify(ids)}))`;
}

export const isEmptyFilter = (filter: ContactsFilter) =>
  filter.q === undefined &&
  filter.tag === undefined &&
  filter.status === undefined &&
  filter.segment === undefined &&
  filter.conditions === undefined;
