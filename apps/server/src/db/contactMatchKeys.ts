import { sql, type RawBuilder } from 'kysely';
import type { SqlDialect } from './sqlDialect';

/**
 * A contact's address as duplicates are found by (issue 27 §4): lower case, and for Gmail (and
 * googlemail.com, the same mailboxes) without dots or a `+tag` in the name, since Gmail delivers
 * `j.doe+news@gmail.com` to `jdoe@gmail.com`. Other providers may treat dots as letters, so their
 * addresses are only folded to lower case.
 *
 * Written once for migration 043's index and for the queries, which must repeat it word for word
 * (both databases use an expression index only for the very same expression, with unqualified
 * columns: the queries read `contacts` unaliased).
 */
export function matchEmailSql(dialect: SqlDialect): RawBuilder<string> {
  const email = sql`lower(email)`;
  const find = (text: string) =>
    dialect === 'postgres'
      ? sql`strpos(${email}, ${sql.lit(text)})`
      : sql`instr(${email}, ${sql.lit(text)})`;
  const at = find('@');
  const plus = find('+');
  // The name ends at the first `+` before the `@`, else at the `@`.
  const nameEnd = sql`case when ${plus} > 0 and ${plus} < ${at} then ${plus} else ${at} end`;
  return sql<string>`(case when substr(${email}, ${at} + 1) in ('gmail.com', 'googlemail.com')
    then replace(substr(${email}, 1, ${nameEnd} - 1), '.', '') || '@gmail.com'
    else ${email} end)`;
}

/**
 * A contact's full name and company as duplicates are found by: both ignoring case, the name as
 * the contacts list sorts it. Only contacts with a company are matched this way (the index is
 * partial): two people of the same name and no company are as likely two people.
 */
export function matchNameSql(): RawBuilder<string> {
  return sql<string>`(lower(first_name || ' ' || last_name) || ' · ' || lower(company))`;
}
