import type { Kysely, Migration } from 'kysely';

/**
 * The warm-up schedule (issue 30 §3): the day an account started warming up its sending domain
 * (`settings.warmup_started_on`, null: no warm-up), and how many messages the sending engine took
 * for it on each day (`sending_daily_counts`), so the day's cap holds across workers, processes
 * and restarts.
 */
export const sendingWarmupMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('settings').addColumn('warmup_started_on', 'text').execute();
    await db.schema
      .createTable('sending_daily_counts')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('sending_daily_counts_pk', ['user_id', 'day'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>) {
    await db.schema.dropTable('sending_daily_counts').execute();
    await db.schema.alterTable('settings').dropColumn('warmup_started_on').execute();
  },
};
