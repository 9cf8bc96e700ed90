import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Hourly totals per account for the analytics (issue 15). Counting the raw rows of a year and the
 * year before took 170 ms at 100,000 contacts and send rows on SQLite (a loaded machine), so ten
 * times that at a million; the totals make a year about 17,500 rows to add, whatever the volume.
 *
 * - `analytics_contact_hours`: contacts created per UTC hour.
 * - `analytics_campaign_hours`: per campaign and UTC hour of delivery, the delivered messages and,
 *   of those, the ones opened and clicked (whenever that happened), as the summary counts them.
 *
 * Hours, not days, so the calendar days of any whole-hour time zone are whole rows; the part of a
 * window that cuts an hour (a rolling window's edges, half-hour zones) is read from the raw rows,
 * at most an hour of them per edge. Kept by triggers, so every writer (sending, tracking, imports,
 * seeds, tests) keeps them exact without calling anything: row triggers on SQLite (in-process and
 * cheap), statement triggers with transition tables on PostgreSQL (one grouped upsert per
 * statement, so a batch of sends or an import costs one write per hour touched, not per row).
 */
export function analyticsTotalsMigration(dialect: SqlDialect): Migration {
  return { up: (db: AnyDb) => createTotals(db, dialect, 'hour') };
}

/** Per unit: the tables' and triggers' names (the hourly ones as migration 010 first named them). */
const names = (unit: TotalsUnit) => ({
  contacts: `analytics_contact_${unit}s`,
  campaigns: `analytics_campaign_${unit}s`,
  suffix: unit === 'hour' ? '' : `_${unit}s`,
});

export type TotalsUnit = 'hour' | 'day';

/** The totals tables of one unit, their triggers, and their backfill. */
export async function createTotals(db: AnyDb, dialect: SqlDialect, unit: TotalsUnit) {
  const pg = dialect === 'postgres';
  const { contacts, campaigns } = names(unit);
  const { timestamp } = columnTypes(dialect);
  const start = sql.raw(unit);
  await sql`create table ${sql.raw(contacts)} (
      user_id integer not null,
      ${start} ${timestamp} not null,
      created integer not null,
      primary key (user_id, ${start})
    )`.execute(db);
  await sql`create table ${sql.raw(campaigns)} (
      user_id integer not null,
      campaign_id integer not null,
      ${start} ${timestamp} not null,
      delivered integer not null,
      opens integer not null,
      clicks integer not null,
      primary key (campaign_id, ${start})
    )`.execute(db);
  // The summary and series read an account's rows in a range, with every column they add.
  await sql
    .raw(
      `create index ${campaigns}_user on ${campaigns}
        (user_id, ${unit}, campaign_id, delivered, opens, clicks)`,
    )
    .execute(db);
  if (pg) await postgresTriggers(db, unit);
  else await sqliteTriggers(db, unit);

  // Backfill from what is already there.
  const trunc = (column: string) => sql.raw(truncate(dialect, unit, column));
  await sql`insert into ${sql.raw(contacts)} (user_id, ${sql.raw(unit)}, created)
    select user_id, ${trunc('created_at')}, count(*) from contacts
    group by user_id, ${trunc('created_at')}`.execute(db);
  await sql`insert into ${sql.raw(campaigns)}
      (user_id, campaign_id, ${sql.raw(unit)}, delivered, opens, clicks)
    select user_id, campaign_id, ${trunc('sent_at')}, count(*),
      sum(case when first_opened_at is not null then 1 else 0 end),
      sum(case when first_clicked_at is not null then 1 else 0 end)
    from campaign_recipients where status = 'sent' and sent_at is not null
    group by user_id, campaign_id, ${trunc('sent_at')}`.execute(db);
}

/** The start of the UTC hour or day holding a timestamp column, as each database stores it. */
function truncate(dialect: SqlDialect, unit: TotalsUnit, column: string): string {
  if (dialect === 'postgres') return `date_trunc('${unit}', ${column}, 'UTC')`;
  return `strftime('${unit === 'hour' ? '%Y-%m-%dT%H:00:00.000Z' : '%Y-%m-%dT00:00:00.000Z'}', ${column})`;
}

/** What one recipient row adds to its hour (nothing unless delivered). */
const counts = (row: string, sign: string) =>
  `${sign}1, ${sign}(case when ${row}.first_opened_at is not null then 1 else 0 end), ` +
  `${sign}(case when ${row}.first_clicked_at is not null then 1 else 0 end)`;

async function sqliteTriggers(db: AnyDb, unit: TotalsUnit) {
  const { contacts, campaigns, suffix } = names(unit);
  const delivered = (row: string) => `${row}.status = 'sent' and ${row}.sent_at is not null`;
  const add = (row: string, sign: '' | '-') =>
    `insert into ${campaigns} (user_id, campaign_id, ${unit}, delivered, opens, clicks)
      select ${row}.user_id, ${row}.campaign_id, ${truncate('sqlite', unit, `${row}.sent_at`)},
        ${counts(row, sign)}
      where ${delivered(row)}
      on conflict (campaign_id, ${unit}) do update set delivered = delivered + excluded.delivered,
        opens = opens + excluded.opens, clicks = clicks + excluded.clicks;`;
  await sql
    .raw(
      `create trigger analytics_recipients_insert${suffix} after insert on campaign_recipients
      when ${delivered('new')} begin ${add('new', '')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger analytics_recipients_delete${suffix} after delete on campaign_recipients
      when ${delivered('old')} begin ${add('old', '-')} end`,
    )
    .execute(db);
  // Only changes that move a figure: a claim or a retry does not fire it.
  await sql
    .raw(
      `create trigger analytics_recipients_update${suffix}
      after update of status, sent_at, first_opened_at, first_clicked_at on campaign_recipients
      when (old.status = 'sent') is not (new.status = 'sent') or old.sent_at is not new.sent_at
        or (old.first_opened_at is null) is not (new.first_opened_at is null)
        or (old.first_clicked_at is null) is not (new.first_clicked_at is null)
      begin ${add('old', '-')} ${add('new', '')} end`,
    )
    .execute(db);

  const contactRow = (row: string, sign: 1 | -1) =>
    `insert into ${contacts} (user_id, ${unit}, created)
      values (${row}.user_id, ${truncate('sqlite', unit, `${row}.created_at`)}, ${sign})
      on conflict (user_id, ${unit}) do update set created = created + excluded.created;`;
  await sql
    .raw(
      `create trigger analytics_contacts_insert${suffix} after insert on contacts
      begin ${contactRow('new', 1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger analytics_contacts_delete${suffix} after delete on contacts
      begin ${contactRow('old', -1)} end`,
    )
    .execute(db);
}

async function postgresTriggers(db: AnyDb, unit: TotalsUnit) {
  const { contacts, campaigns, suffix } = names(unit);
  const rows = (table: string, sign: '' | '-') =>
    `select ${table}.user_id, ${table}.campaign_id,
      ${truncate('postgres', unit, `${table}.sent_at`)} as start, ${counts(table, sign)}
      from ${table} where ${table}.status = 'sent' and ${table}.sent_at is not null`;
  const upsert = (source: string) =>
    `insert into ${campaigns} as h (user_id, campaign_id, ${unit}, delivered, opens, clicks)
      select user_id, campaign_id, start, sum(d), sum(o), sum(c)
      from (${source}) as x (user_id, campaign_id, start, d, o, c)
      group by user_id, campaign_id, start
      having sum(d) <> 0 or sum(o) <> 0 or sum(c) <> 0
      on conflict (campaign_id, ${unit}) do update set delivered = h.delivered + excluded.delivered,
        opens = h.opens + excluded.opens, clicks = h.clicks + excluded.clicks;`;
  const trigger = async (op: string, referencing: string, source: string) => {
    const name = `analytics_recipients_${op}${suffix}`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin ${upsert(source)} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${op} on campaign_recipients
        referencing ${referencing} for each statement execute function ${name}()`,
      )
      .execute(db);
  };
  await trigger('insert', 'new table as new_rows', rows('new_rows', ''));
  await trigger('delete', 'old table as old_rows', rows('old_rows', '-'));
  await trigger(
    'update',
    'old table as old_rows new table as new_rows',
    `${rows('old_rows', '-')} union all ${rows('new_rows', '')}`,
  );

  const contactsUpsert = (table: string, sign: '' | '-') =>
    `insert into ${contacts} as h (user_id, ${unit}, created)
      select user_id, ${truncate('postgres', unit, 'created_at')}, ${sign}count(*) from ${table}
      group by user_id, ${truncate('postgres', unit, 'created_at')}
      on conflict (user_id, ${unit}) do update set created = h.created + excluded.created;`;
  for (const [op, referencing, table, sign] of [
    ['insert', 'new table as new_rows', 'new_rows', ''],
    ['delete', 'old table as old_rows', 'old_rows', '-'],
  ] as const) {
    const name = `analytics_contacts_${op}${suffix}`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin ${contactsUpsert(table, sign)} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${op} on contacts
        referencing ${referencing} for each statement execute function ${name}()`,
      )
      .execute(db);
  }
}
