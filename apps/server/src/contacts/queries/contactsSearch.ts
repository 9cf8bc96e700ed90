import { sql, type Expression, type SqlBool } from 'kysely';
import type { SqlDialect } from '../../db/sqlDialect';

/**
 * The words of a search, lower-cased: letters and digits, split at anything else, as the indexes
 * split what they store (FTS5's unicode61 on SQLite; the same split in migration 004 on PostgreSQL).
 * At most 10 words: each one is an index lookup.
 */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
}

/**
 * "Every word is the start of a word in the contact's names, email, company, phone or tags",
 * ignoring case and accents: `ana gar` finds Ana García. Both databases answer it from an index:
 * SQLite with an FTS5 prefix query, PostgreSQL with a tsquery of prefixes over a GIN index.
 */
export function matchesSearch(dialect: SqlDialect, terms: string[]): Expression<SqlBool> {
  if (dialect === 'postgres') {
    // Terms are folded by the same function the stored document went through.
    return sql<SqlBool>`contacts.search_vector @@ to_tsquery('simple', (
      select string_agg(quote_literal(contacts_search_fold(term)) || ':*', ' & ')
      from unnest(cast(${terms} as text[])) as term))`;
  }
  // Terms hold only letters and digits, so quoting them is all FTS5 syntax needs.
  const query = terms.map((term) => `"${term}"*`).join(' ');
  return sql<SqlBool>`contacts.id in (select rowid from contacts_fts where contacts_fts match ${query})`;
}
