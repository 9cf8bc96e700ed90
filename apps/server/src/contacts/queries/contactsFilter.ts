import type { ContactFilter } from '@crm/api-client';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SqlDialect } from '../../db/sqlDialect';
import { matchesSearch, searchTerms } from './contactsSearch';

/** The filter as conditions on `contacts` (the caller adds the scope). */
export function filterConditions(
  dialect: SqlDialect,
  filter: ContactFilter,
): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status !== undefined)
    conditions.push(sql<SqlBool>`contacts.status = ${filter.status}`);
  if (filter.tag !== undefined) {
    conditions.push(
      dialect === 'postgres'
        ? sql<SqlBool>`cast(contacts.tags as jsonb) @> jsonb_build_array(cast(${filter.tag} as text))`
        : sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where value = ${filter.tag})`,
    );
  }
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

export const isEmptyFilter = (filter: ContactFilter) =>
  filter.q === undefined && filter.tag === undefined && filter.status === undefined;
