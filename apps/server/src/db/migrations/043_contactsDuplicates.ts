import { sql, type Kysely, type Migration } from 'kysely';
import { matchEmailSql, matchNameSql } from '../contactMatchKeys';
import type { SqlDialect } from '../sqlDialect';

/**
 * Finding duplicate contacts (issue 27 §4) at a million contacts: an index per way two contacts
 * match (the address as Gmail reads it; the full name with the company), per owner, so the groups
 * are one GROUP BY walking an index in key order, and a page of groups starts where the last ended.
 * Expression indexes rather than stored columns: nothing else reads the keys, and a stored column
 * would have to be kept in step by every path that writes contacts (imports, forms, the API).
 * The expressions come from the queries' own helper: an index serves only the very same expression.
 */
export function contactsDuplicatesMigration(dialect: SqlDialect): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await sql`create index contacts_user_match_email
        on contacts (user_id, ${matchEmailSql(dialect)}, id)`.execute(db);
      // Only contacts with a company are matched by name (see matchNameSql).
      await sql`create index contacts_user_match_name
        on contacts (user_id, ${matchNameSql()}, id) where company is not null`.execute(db);
    },
  };
}
