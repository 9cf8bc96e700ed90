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
  if (filter.tag !== undefined) conditions.push(...hasTag(dialect, filter.tag));
  const terms = searchTerms(filter.q);
  if (terms.length > 0) conditions.push(matchesSearch(dialect, terms));
  return conditions;
}

/**
 * "One of the contact's tags is `tag`, ignoring case", as search ignores it: `vip` finds VIP. The
 * search index narrows the rows first (tags are in the searched text, word by word), then each
 * candidate's tags are compared whole. PostgreSQL's lower() folds any letter; SQLite's only A-Z,
 * so there `été` does not find ÉTÉ.
 */
export function hasTag(dialect: SqlDialect, tag: string): Expression<SqlBool>[] {
  const terms = searchTerms(tag);
  const indexed = terms.length > 0 ? [matchesSearch(dialect, terms)] : [];
  return [
    ...indexed,
    dialect === 'postgres'
      ? sql<SqlBool>`exists (select 1 from jsonb_array_elements_text(cast(contacts.tags as jsonb)) as t(value) where lower(t.value) = lower(${tag}))`
      : sql<SqlBool>`exists (select 1 from json_each(contacts.tags) where lower(value) = lower(${tag}))`,
  ];
}

/** `contacts.id` is one of `ids` (any number of them: one parameter, not one per id). */
export function idIn(dialect: SqlDialect, ids: number[]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`contacts.id = any(cast(${ids} as integer[]))`
    : sql<SqlBool>`contacts.id in (select value from json_each(${JSON.stringify(ids)}))`;
}

export const isEmptyFilter = (filter: ContactFilter) =>
  filter.q === undefined && filter.tag === undefined && filter.status === undefined;
