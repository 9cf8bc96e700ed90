import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

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
  return {
    async up(db: AnyDb) {
      const pg = dialect === 'postgres';
      const hour = pg ? 'timestamptz' : 'text';
      await sql`create table analytics_contact_hours (
        user_id integer not null,
        hour ${sql.raw(hour)} not null,
        created integer not null,
        primary key (user_id, hour)
      )`.execute(db);
      await sql`create table analytics_campaign_hours (
        user_id integer not null,
        campaign_id integer not null,
        hour ${sql.raw(hour)} not null,
        delivered integer not null,
        opens integer not null,
        clicks integer not null,
        primary key (campaign_id, hour)
      )`.execute(db);
      // The summary and series read an account's hours in a range, with every column they add.
      await sql`create index analytics_campaign_hours_user on analytics_campaign_hours
        (user_id, hour, campaign_id, delivered, opens, clicks)`.execute(db);
      if (pg) await postgresTriggers(db);
      else await sqliteTriggers(db);

      // Backfill from what is already there.
      const trunc = (column: string) =>
        sql.raw(
          pg
            ? `date_trunc('hour', ${column}, 'UTC')`
            : `strftime('%Y-%m-%dT%H:00:00.000Z', ${column})`,
        );
      await sql`insert into analytics_contact_hours (user_id, hour, created)
        select user_id, ${trunc('created_at')}, count(*) from contacts
        group by user_id, ${trunc('created_at')}`.execute(db);
      await sql`insert into analytics_campaign_hours
          (user_id, campaign_id, hour, delivered, opens, clicks)
        select user_id, campaign_id, ${trunc('sent_at')}, count(*),
          sum(case when first_opened_at is not null then 1 else 0 end),
          sum(case when first_clicked_at is not null then 1 else 0 end)
        from campaign_recipients where status = 'sent' and sent_at is not null
        group by user_id, campaign_id, ${trunc('sent_at')}`.execute(db);
    },
  };
}

/** What one recipient row adds to its hour (nothing unless delivered). */
const counts = (row: string, sign: string) =>
  `${sign}1, ${sign}(case when ${row}.first_opened_at is not null then 1 else 0 end), ` +
  `${sign}(case when ${row}.first_clicked_at is not null then 1 else 0 end)`;

async function sqliteTriggers(db: AnyDb) {
  const hourOf = (row: string) => `strftime('%Y-%m-%dT%H:00:00.000Z', ${row}.sent_at)`;
  const delivered = (row: string) => `${row}.status = 'sent' and ${row}.sent_at is not null`;
  const add = (row: string, sign: '' | '-') =>
    `insert into analytics_campaign_hours (user_id, campaign_id, hour, delivered, opens, clicks)
      select ${row}.user_id, ${row}.campaign_id, ${hourOf(row)}, ${counts(row, sign)}
      where ${delivered(row)}
      on conflict (campaign_id, hour) do update set delivered = delivered + excluded.delivered,
        opens = opens + excluded.opens, clicks = clicks + excluded.clicks;`;
  await sql
    .raw(
      `create trigger analytics_recipients_insert after insert on campaign_recipients
      when ${delivered('new')} begin ${add('new', '')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger analytics_recipients_delete after delete on campaign_recipients
      when ${delivered('old')} begin ${add('old', '-')} end`,
    )
    .execute(db);
  // Only changes that move a figure: a claim or a retry does not fire it.
  await sql
    .raw(
      `create trigger analytics_recipients_update
      after update of status, sent_at, first_opened_at, first_clicked_at on campaign_recipients
      when (old.status = 'sent') is not (new.status = 'sent') or old.sent_at is not new.sent_at
        or (old.first_opened_at is null) is not (new.first_opened_at is null)
        or (old.first_clicked_at is null) is not (new.first_clicked_at is null)
      begin ${add('old', '-')} ${add('new', '')} end`,
    )
    .execute(db);

  const contactHour = (row: string, sign: 1 | -1) =>
    `insert into analytics_contact_hours (user_id, hour, created)
      values (${row}.user_id, strftime('%Y-%m-%dT%H:00:00.000Z', ${row}.created_at), ${sign})
      on conflict (user_id, hour) do update set created = created + excluded.created;`;
  await sql
    .raw(
      `create trigger analytics_contacts_insert after insert on contacts
      begin ${contactHour('new', 1)} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger analytics_contacts_delete after delete on contacts
      begin ${contactHour('old', -1)} end`,
    )
    .execute(db);
}

async function postgresTriggers(db: AnyDb) {
  const rows = (table: string, sign: '' | '-') =>
    `select ${table}.user_id, ${table}.campaign_id, date_trunc('hour', ${table}.sent_at, 'UTC') as hour,
      ${counts(table, sign)} from ${table}
      where ${table}.status = 'sent' and ${table}.sent_at is not null`;
  const upsert = (source: string) =>
    `insert into analytics_campaign_hours as h (user_id, campaign_id, hour, delivered, opens, clicks)
      select user_id, campaign_id, hour, sum(d), sum(o), sum(c)
      from (${source}) as x (user_id, campaign_id, hour, d, o, c)
      group by user_id, campaign_id, hour
      having sum(d) <> 0 or sum(o) <> 0 or sum(c) <> 0
      on conflict (campaign_id, hour) do update set delivered = h.delivered + excluded.delivered,
        opens = h.opens + excluded.opens, clicks = h.clicks + excluded.clicks;`;
  const trigger = async (op: string, referencing: string, source: string) => {
    await sql
      .raw(
        `create function analytics_recipients_${op}() returns trigger language plpgsql as $$
        begin ${upsert(source)} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_recipients_${op} after ${op} on campaign_recipients
        referencing ${referencing} for each statement
        execute function analytics_recipients_${op}()`,
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
    `insert into analytics_contact_hours as h (user_id, hour, created)
      select user_id, date_trunc('hour', created_at, 'UTC'), ${sign}count(*) from ${table}
      group by user_id, date_trunc('hour', created_at, 'UTC')
      on conflict (user_id, hour) do update set created = h.created + excluded.created;`;
  for (const [op, referencing, table, sign] of [
    ['insert', 'new table as new_rows', 'new_rows', ''],
    ['delete', 'old table as old_rows', 'old_rows', '-'],
  ] as const) {
    await sql
      .raw(
        `create function analytics_contacts_${op}() returns trigger language plpgsql as $$
        begin ${contactsUpsert(table, sign)} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_contacts_${op} after ${op} on contacts
        referencing ${referencing} for each statement execute function analytics_contacts_${op}()`,
      )
      .execute(db);
  }
}
