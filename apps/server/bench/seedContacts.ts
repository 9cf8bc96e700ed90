// The contacts the list and segment benches stand on, seeded the same way for both.
import { sql, type Kysely } from 'kysely';
import type { SqlDialect } from '../src/db/createDatabase';
import type { Database } from '../src/db/schema';

/**
 * Names drawn as in a real list: 200 first names and 500 last names, so a search for a person
 * ("ana gar": Ana García, Ana Garner, Ana Garza) matches dozens, not a tenth of the list. Built from
 * syllables, with a few real names (accents included) put in place of some.
 */
const syllables = (parts: string[][]) =>
  parts.reduce((names, next) => names.flatMap((name) => next.map((part) => name + part)), ['']);
const capital = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const S1 = ['an', 'be', 'ca', 'da', 'el', 'fa', 'gi', 'ha', 'is', 'jo'];
const S1B = ['ka', 'li', 'ma', 'no', 'ol', 'pa', 'ra', 'sa', 'te', 'vi'];
const S2 = ['na', 'ro', 'lo', 'ne', 'ta', 'ri', 'mo', 'sa', 'la', 'de'];
const FIRST = syllables([[...S1, ...S1B], S2]).map(capital);
const LAST = syllables([[...S1, ...S1B], S2, ['ez', 'son', 'er', 'i', 'ov']]).map(capital);
FIRST.splice(0, 4, 'Ana', 'José', 'Zoë', 'Björk');
LAST.splice(0, 5, 'García', 'Garner', 'Garza', 'Núñez', 'Müller');
const TAGS = ['["lead","newsletter"]', '["vip"]', '[]', '["customer","Madrid"]'];

/**
 * `count` contacts for `userId`, generated inside the database in chunks (set-based, through the
 * real triggers): names from 200 first and 500 last names, tags from four sets, one in ten a lead.
 */
export async function seedContacts(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  count: number,
) {
  // Small enough for PostgreSQL's 15 s statement timeout of the server's pool, search trigger included.
  const chunk = dialect === 'postgres' ? 20_000 : 100_000;
  const first = JSON.stringify(FIRST);
  const last = JSON.stringify(LAST);
  const tags = JSON.stringify(TAGS);
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk) - 1;
    if (dialect === 'postgres') {
      await sql`insert into contacts (user_id, first_name, last_name, email, phone, company,
          position, status, tags, lead_source, custom_fields, created_at)
        select ${userId}, (${first}::jsonb ->> (i % ${sql.lit(FIRST.length)})::int),
          (${last}::jsonb ->> (i % ${sql.lit(LAST.length)})::int), 'c' || i || '@example' || (i % 100) || '.com',
          '+1 555 ' || lpad((i % 10000)::text, 4, '0'), 'Company ' || (i % 5000), 'Manager',
          case when i % 10 = 0 then 'lead' else 'subscriber' end,
          (${tags}::jsonb ->> (i % ${sql.lit(TAGS.length)})::int), null, '{}',
          timestamptz '2025-01-01' + i * interval '1 second'
        from generate_series(${from}::int, ${to}::int) as i`.execute(db);
    } else {
      await sql`with recursive n(i) as (select cast(${from} as integer) union all select i + 1 from n where i < ${to})
        insert into contacts (user_id, first_name, last_name, email, phone, company, position,
          status, tags, lead_source, custom_fields, created_at)
        select ${userId}, json_extract(${first}, '$[' || (i % ${sql.lit(FIRST.length)}) || ']'),
          json_extract(${last}, '$[' || (i % ${sql.lit(LAST.length)}) || ']'),
          'c' || i || '@example' || (i % 100) || '.com',
          '+1 555 ' || substr('000' || (i % 10000), -4), 'Company ' || (i % 5000), 'Manager',
          case when i % 10 = 0 then 'lead' else 'subscriber' end,
          json_extract(${tags}, '$[' || (i % ${sql.lit(TAGS.length)}) || ']'), null, '{}',
          strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || i || ' seconds')
        from n`.execute(db);
    }
  }
}
