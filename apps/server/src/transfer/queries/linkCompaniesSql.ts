import { FREE_MAIL_DOMAINS } from '../../companies/freeMailDomains';
import { OWNER } from '../../db/scope';
import type { SqlDialect } from '../../db/sqlDialect';

/** A statement and its parameters, in the order the dialect binds them. */
export interface BoundSql {
  text: string;
  params: unknown[];
}

/** `{name}` becomes `$n` (PostgreSQL, each name once) or `?` (SQLite, in order of use). */
function bind(dialect: SqlDialect, text: string, values: Record<string, unknown>): BoundSql {
  const names: string[] = [];
  const params: unknown[] = [];
  const out = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (dialect === 'sqlite') {
      params.push(values[name]);
      return '?';
    }
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text: out, params: dialect === 'sqlite' ? params : names.map((n) => values[n]) };
}

/**
 * After an import's copy, in its transaction: links the contacts it created (owner and creation
 * time, as `suppressCopiedSql` finds them) to companies, set-based: four statements whatever the
 * file's size, never one per row.
 *
 * 1. A company is created for each distinct name (trimmed, any case) the owner has none of yet,
 *    named as its first row spells it.
 * 2. Each contact with a company text is linked to the company of that name...
 * 3. ...and shows its name (only rows whose text differs are written again: rewriting every row's
 *    company would run the search index's triggers 100,000 times for nothing).
 * 4. A contact without one is linked by its email's domain to the company at that domain (the
 *    oldest, if several), unless the domain is a free-mail provider's.
 */
export function linkImportedCompaniesSql(
  dialect: SqlDialect,
  userId: number,
  createdAt: string,
): BoundSql[] {
  const values = { user: userId, at: createdAt };
  const imported = `${OWNER} = {user} and created_at = {at} and created_via = 'import'`;
  const named = `company is not null and trim(company) <> ''`;
  const sameName = `k.${OWNER} = contacts.${OWNER} and lower(k.name) = lower(trim(contacts.company))`;
  const emailDomain =
    dialect === 'postgres'
      ? `lower(split_part(contacts.email, '@', 2))`
      : `lower(substr(contacts.email, instr(contacts.email, '@') + 1))`;
  const free = FREE_MAIL_DOMAINS.map((d) => `'${d}'`).join(', ');
  const atDomain = `k.${OWNER} = contacts.${OWNER} and k.domain = ${emailDomain}`;
  return [
    `insert into companies (${OWNER}, name, custom_fields, created_at, updated_at)
      select ${OWNER}, trim(company), '{}', {at}, {at} from contacts
      where id in (
        select min(id) from contacts where ${imported} and ${named}
        group by lower(trim(company))
      )
      and not exists (select 1 from companies k where ${sameName})
      order by id`,
    `update contacts set company_id = (select k.id from companies k where ${sameName})
      where ${imported} and ${named}`,
    `update contacts set company = (select k.name from companies k where k.id = contacts.company_id)
      where ${imported} and company_id is not null
      and company <> (select k.name from companies k where k.id = contacts.company_id)`,
    `update contacts set
        company_id = (select min(k.id) from companies k where ${atDomain}),
        company = (select k.name from companies k where k.id =
          (select min(k.id) from companies k where ${atDomain}))
      where ${imported} and company_id is null and (company is null or trim(company) = '')
      and ${emailDomain} not in (${free})
      and exists (select 1 from companies k where ${atDomain})`,
  ].map((text) => bind(dialect, text, values));
}
