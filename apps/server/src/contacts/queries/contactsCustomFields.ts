import type { SegmentFieldType } from '@crm/api-client';
import { sql } from 'kysely';
import type { Db } from '../../db/Db';
import { ownerRef, type Scope } from '../../db/scope';

/** How the values of one custom field are stored across the owner's contacts. */
interface StoredTypes {
  numbers: number;
  dates: number;
  texts: number;
  others: number;
}

/**
 * What a custom field holds, from its values: numbers when every value is a JSON number, dates when
 * every value is text starting `YYYY-MM-DD` (a form's date field), else text. Nulls say nothing.
 */
function typeOf(stored: StoredTypes): SegmentFieldType {
  const { numbers, dates, texts, others } = stored;
  if (numbers > 0 && texts === 0 && others === 0) return 'number';
  if (dates > 0 && dates === texts && numbers === 0 && others === 0) return 'date';
  return 'text';
}

/**
 * The stored types of these custom fields over the scope's contacts (a field no contact holds is
 * absent), for a segment's conditions: one pass over the owner's contacts, as a count with the
 * field's condition is.
 */
export async function selectCustomFieldTypes(
  { db, dialect }: Db,
  scope: Scope,
  names: string[],
): Promise<Map<string, SegmentFieldType>> {
  if (names.length === 0) return new Map();
  const entries =
    dialect === 'postgres'
      ? sql`jsonb_each(cast(contacts.custom_fields as jsonb)) as j(key, value)`
      : sql`json_each(contacts.custom_fields) as j`;
  const kind =
    dialect === 'postgres'
      ? sql`case jsonb_typeof(j.value) when 'number' then 'number' when 'string' then 'text'
          when 'null' then 'null' else 'other' end`
      : sql`case j.type when 'integer' then 'number' when 'real' then 'number'
          when 'text' then 'text' when 'null' then 'null' else 'other' end`;
  const text = dialect === 'postgres' ? sql`j.value #>> '{}'` : sql`j.value`;
  const isDate =
    dialect === 'postgres'
      ? sql`${text} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`
      : sql`${text} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`;
  const { rows } = await sql<{
    key: string;
    kind: string;
    n: number | string;
    dates: number | string;
  }>`
    select j.key as key, ${kind} as kind, count(*) as n,
      sum(case when ${kind} = 'text' and ${isDate} then 1 else 0 end) as dates
    from contacts, ${entries}
    where ${ownerRef('contacts')} = ${scope.ownerId}
      and j.key in (${sql.join(names)})
    group by j.key, ${kind}`.execute(db);
  const stored = new Map<string, StoredTypes>();
  for (const row of rows) {
    const s = stored.get(row.key) ?? { numbers: 0, dates: 0, texts: 0, others: 0 };
    const n = Number(row.n);
    if (row.kind === 'number') s.numbers += n;
    else if (row.kind === 'text') {
      s.texts += n;
      s.dates += Number(row.dates);
    } else if (row.kind === 'other') s.others += n;
    stored.set(row.key, s);
  }
  return new Map([...stored].map(([key, s]) => [key, typeOf(s)]));
}
