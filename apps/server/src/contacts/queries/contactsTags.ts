import { CONTACT_TAGS_LIMIT } from '@crm/api-client';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/Db';
import { ownerRef, type Scope } from '../../db/scope';
import { matchesSearch, searchTerms } from './contactsSearch';

/**
 * The scope's tags to suggest for `q`: tags a word of which starts with `q` (ignoring case and
 * accents, as search does, through the search index), or every tag when `q` is blank; the most used
 * first, then by name. Without `q` every contact's tags are read: one query per screen visit, kept
 * by the client for a while.
 */
export async function selectContactTags(
  database: Db,
  scope: Scope,
  q: string | undefined,
): Promise<string[]> {
  const { db, dialect } = database;
  const terms = searchTerms(q);
  const conditions = [
    sql<SqlBool>`${ownerRef('contacts')} = ${scope.ownerId}`,
    sql<SqlBool>`contacts.tags <> '[]'`,
    ...(terms.length > 0 ? [matchesSearch(dialect, terms)] : []),
  ];
  const where = sql.join(conditions, sql` and `);
  const tags =
    dialect === 'postgres'
      ? sql`jsonb_array_elements_text(cast(contacts.tags as jsonb)) as t(value)`
      : sql`json_each(contacts.tags) as t`;
  // Without search words (only punctuation) the tag itself must contain q.
  const contains =
    q && terms.length === 0
      ? dialect === 'postgres'
        ? sql`and strpos(lower(t.value), lower(${q})) > 0`
        : sql`and instr(lower(t.value), lower(${q})) > 0`
      : sql``;
  const { rows } = await sql<{ tag: string }>`
    select t.value as tag from contacts, ${tags}
    where ${where} ${contains}
    group by t.value order by count(*) desc, t.value
    limit ${sql.lit(CONTACT_TAGS_LIMIT * 4)}`.execute(db);
  // The search index matched the contact; keep the tags whose own words start with a term.
  const starts = (tag: string) => {
    const words = searchTerms(tag);
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  };
  return rows
    .map((r) => r.tag)
    .filter((tag) => terms.length === 0 || starts(tag))
    .slice(0, CONTACT_TAGS_LIMIT);
}
