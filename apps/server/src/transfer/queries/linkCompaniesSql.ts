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
  ids?: { from: number; to: number },
): BoundSql[] {
  const values = { user: userId, at: createdAt, from: ids?.from ?? 0, to: ids?.to ?? 2 ** 31 };
  const slice = `contacts.id >= {from} and contacts.id < {to}`;
  const imported = (t: string) =>
    `${t}.${OWNER} = {user} and ${t}.created_at = {at} and ${t}.created_via = 'import'`;
  const named = (t: string) => `${t}.company is not null and trim(${t}.company) <> ''`;
  const emailDomain =
    dialect === 'postgres'
      ? `lower(split_part(contacts.email, '@', 2))`
      : `lower(substr(contacts.email, instr(contacts.email, '@') + 1))`;
  const free = FREE_MAIL_DOMAINS.map((d) => `'${d}'`).join(', ');
  // Joins (UPDATE ... FROM), not a subquery per row: the companies just created have no
  // statistics yet, and PostgreSQL then scanned all of them for each of 100,000 contacts.
  return [
    `insert into companies (${OWNER}, name, custom_fields, created_at, updated_at)
      select ${OWNER}, trim(company), '{}', created_at, created_at from contacts
      where id in (
        select min(id) from contacts c where ${imported('c')} and ${named('c')}
        group by lower(trim(c.company))
      )
      and not exists (
        select 1 from companies k
        where k.${OWNER} = contacts.${OWNER} and lower(k.name) = lower(trim(contacts.company))
      )
      order by id`,
    `update contacts set company_id = k.id from companies k
      where k.${OWNER} = contacts.${OWNER} and lower(k.name) = lower(trim(contacts.company))
      and ${imported('contacts')} and ${named('contacts')} and ${slice}`,
    `update contacts set company = k.name from companies k
      where k.id = contacts.company_id and ${imported('contacts')} and contacts.company <> k.name
      and ${slice}`,
    `update contacts set company_id = k.id, company = k.name
      from (
        select domain, min(id) as id from companies
        where ${OWNER} = {user} and domain is not null and domain not in (${free})
        group by domain
      ) d join companies k on k.id = d.id
      where ${imported('contacts')} and contacts.company_id is null
      and (contacts.company is null or trim(contacts.company) = '')
      and ${emailDomain} = d.domain and ${slice}`,
  ].map((text) => bind(dialect, text, values));
}
