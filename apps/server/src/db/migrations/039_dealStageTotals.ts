import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each stage's deals counted and summed per status and currency (issue 32 §4: the board at 10,000
 * deals in a stage). The stages read summed every open deal and each column's first page counted
 * its stage, so both grew with the stage; with these rows they read a few rows whatever its size.
 *
 * Kept by triggers, as the analytics totals are (migration 011), so every write keeps them in its
 * own transaction without calling anything: the API's creates, moves, closes and deletes, a stage
 * deleted with its deals moved, and the cascades of an erased account. Row triggers on SQLite,
 * statement triggers with transition tables on PostgreSQL (one grouped upsert per statement). A
 * row whose count comes back to 0 is deleted, so the table holds no foreign key yet never outlives
 * its stage or its account (a key would be deleted by a cascade before the deals' trigger ran).
 */
export function dealStageTotalsMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: AnyDb) {
      const pg = dialect === 'postgres';
      await sql`create table deals_stage_totals (
          user_id integer not null,
          stage_id integer not null,
          status text not null,
          currency text not null,
          deals integer not null,
          value_cents ${pg ? sql`bigint` : sql`integer`} not null,
          primary key (stage_id, status, currency)
        )`.execute(db);
      // The stages read: an owner's open rows.
      await sql`create index deals_stage_totals_user on deals_stage_totals (user_id, status)`.execute(
        db,
      );
      if (pg) await postgresTriggers(db);
      else await sqliteTriggers(db);
      await sql`insert into deals_stage_totals (user_id, stage_id, status, currency, deals, value_cents)
        select user_id, stage_id, status, currency, count(*), sum(value_cents) from deals
        group by user_id, stage_id, status, currency`.execute(db);
      // The index the stages read summed (migration 031) has no reader left: one less per write.
      await sql`drop index deals_open_totals`.execute(db);
    },
  };
}

const KEY = 'stage_id, status, currency';

async function sqliteTriggers(db: AnyDb) {
  const add = (row: 'new' | 'old', sign: '' | '-') =>
    `insert into deals_stage_totals (user_id, ${KEY}, deals, value_cents)
      values (${row}.user_id, ${row}.stage_id, ${row}.status, ${row}.currency, ${sign}1,
        ${sign}${row}.value_cents)
      on conflict (${KEY}) do update set deals = deals + excluded.deals,
        value_cents = value_cents + excluded.value_cents;`;
  const emptied = `delete from deals_stage_totals where stage_id = old.stage_id
      and status = old.status and currency = old.currency and deals = 0;`;
  await sql
    .raw(
      `create trigger deals_stage_totals_insert after insert on deals begin ${add('new', '')} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger deals_stage_totals_delete after delete on deals
      begin ${add('old', '-')} ${emptied} end`,
    )
    .execute(db);
  // Only changes that move a figure: a drag within a column (its position) does not fire it.
  await sql
    .raw(
      `create trigger deals_stage_totals_update
      after update of user_id, stage_id, status, currency, value_cents on deals
      when old.user_id is not new.user_id or old.stage_id is not new.stage_id
        or old.status is not new.status or old.currency is not new.currency
        or old.value_cents is not new.value_cents
      begin ${add('old', '-')} ${add('new', '')} ${emptied} end`,
    )
    .execute(db);
}

async function postgresTriggers(db: AnyDb) {
  const rows = (table: string, sign: '' | '-') =>
    `select user_id, ${KEY}, ${sign}1 as n, ${sign}value_cents::bigint as v from ${table}`;
  // Positions-only updates (drags, renumbering) add and take away the same figures: nothing is
  // written. Then the rows this statement emptied go.
  const body = (source: string, tables: string[]) =>
    `insert into deals_stage_totals as t (user_id, ${KEY}, deals, value_cents)
      select user_id, ${KEY}, sum(n), sum(v) from (${source}) as x
      group by user_id, ${KEY} having sum(n) <> 0 or sum(v) <> 0
      on conflict (${KEY}) do update set deals = t.deals + excluded.deals,
        value_cents = t.value_cents + excluded.value_cents;` +
    (tables.length === 0
      ? ''
      : `delete from deals_stage_totals where deals = 0 and stage_id in
          (${tables.map((table) => `select stage_id from ${table}`).join(' union ')});`);
  const trigger = async (op: string, referencing: string, source: string, tables: string[]) => {
    const name = `deals_stage_totals_${op}`;
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        begin ${body(source, tables)} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} after ${op} on deals
        referencing ${referencing} for each statement execute function ${name}()`,
      )
      .execute(db);
  };
  await trigger('insert', 'new table as new_rows', rows('new_rows', ''), []);
  await trigger('delete', 'old table as old_rows', rows('old_rows', '-'), ['old_rows']);
  await trigger(
    'update',
    'old table as old_rows new table as new_rows',
    `${rows('old_rows', '-')} union all ${rows('new_rows', '')}`,
    ['old_rows', 'new_rows'],
  );
}
