import { sql } from 'kysely';
import type { Db } from '../../db/Db';
import { OWNER, ownedBy, type Scope } from '../../db/scope';

/** The company a contact's `company` text names, trimmed and in any case. */
export interface CompanyLink {
  id: number;
  name: string;
}

/**
 * Finds the owner's company of this name (case-insensitive), or creates it: how a contact's
 * `company` text becomes a link, by hand, by a form or a workflow (one contact at a time; imports
 * link in one statement per file, see transfer/queries/linkCompanies.ts).
 */
export async function companyNamed(database: Db, scope: Scope, text: string): Promise<CompanyLink> {
  const name = text.trim();
  const find = () =>
    database.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where(OWNER, '=', scope.ownerId)
      .where(sql`lower(name)`, '=', sql`lower(${name})`)
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  const now = new Date().toISOString();
  // A concurrent insert of the same name wins the unique index; its row is read instead (DO
  // NOTHING, not a caught error: an error would abort a PostgreSQL transaction).
  const created = await database.db
    .insertInto('companies')
    .values({ ...ownedBy(scope), name, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
  return created ?? (await find())!;
}
