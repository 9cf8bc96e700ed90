import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * Deals and the pipeline (issue 32 §3). A deal's `position` orders it within its stage: a move
 * takes the midpoint of its new neighbours (a float, so most moves write one row), and the board
 * reads a stage's open deals by (owner, stage, status, position). A deal's stage changes and
 * closings are kept per contact (`deals_events`) so each contact's timeline reads them on its own
 * (contact, time) index; they outlive the deal (its id set null, its name kept).
 */
export function dealsMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  const float = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'deals_stages')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await sql`create unique index deals_stages_user_name on deals_stages (user_id, lower(name))`.execute(
        db,
      );

      await tableWithId(db, 'deals')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('stage_id', 'integer', (c) =>
          c.notNull().references('deals_stages.id').onDelete('restrict'),
        )
        .addColumn('position', float, (c) => c.notNull())
        .addColumn('expected_close', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('lost_reason', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deals_board')
        .on('deals')
        .columns(['user_id', 'stage_id', 'status', 'position', 'id'])
        .execute();
      // The stages' totals read only this index: open deals' value per stage and currency.
      await db.schema
        .createIndex('deals_open_totals')
        .on('deals')
        .columns(['user_id', 'status', 'stage_id', 'currency', 'value_cents'])
        .execute();
      await db.schema.createIndex('deals_stage').on('deals').column('stage_id').execute();

      await db.schema
        .createTable('deals_contacts')
        .addColumn('deal_id', 'integer', (c) =>
          c.notNull().references('deals.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('deals_contacts_pk', ['deal_id', 'contact_id'])
        .execute();
      await db.schema
        .createIndex('deals_contacts_contact')
        .on('deals_contacts')
        .column('contact_id')
        .execute();

      await tableWithId(db, 'deals_events')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('contact_id', 'integer', (c) =>
          c.notNull().references('contacts.id').onDelete('cascade'),
        )
        .addColumn('deal_id', 'integer', (c) => c.references('deals.id').onDelete('set null'))
        .addColumn('deal_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_stage', 'text')
        .addColumn('to_stage', 'text')
        .addColumn('status', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deals_events_contact_time')
        .on('deals_events')
        .columns(['contact_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('deals_events_deal')
        .on('deals_events')
        .column('deal_id')
        .execute();
      await db.schema
        .createIndex('deals_events_user')
        .on('deals_events')
        .column('user_id')
        .execute();
    },
  };
}
