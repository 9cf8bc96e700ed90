import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sqlDialect';
import { columnTypes } from './columns';

/**
 * The one durable job layer's table (jobs/README.md): every piece of background work other than
 * sending's own recipient rows. Partial indexes on queued jobs only, so finished jobs (kept 30 days)
 * cost the claims nothing: `jobs_due` finds the owners with due work and `jobs_owner_due` a batch of
 * one owner's. Campaigns already scheduled get the job that starts them (the scheduler it replaces
 * looked for them every 10 seconds).
 */
export function jobsMigration(dialect: SqlDialect): Migration {
  const { timestamp, tableWithId } = columnTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await tableWithId(db, 'jobs')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('run_at', timestamp, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', timestamp)
        .addColumn('idempotency_key', 'text')
        .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress_total', 'integer')
        .addColumn('checkpoint', 'text')
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        // NULL keys are distinct on both databases: only keyed jobs are deduplicated. The key
        // leads: led by the kind, SQLite took this index to find due jobs of a kind (reading every
        // finished one too) instead of the due index.
        .addUniqueConstraint('jobs_key_kind', ['idempotency_key', 'kind'])
        .execute();
      await db.schema
        .createIndex('jobs_due')
        .on('jobs')
        .columns(['run_at', 'user_id'])
        .where(sql.ref('state'), '=', 'queued')
        .execute();
      await db.schema
        .createIndex('jobs_owner_due')
        .on('jobs')
        .columns(['user_id', 'run_at', 'id'])
        .where(sql.ref('state'), '=', 'queued')
        .execute();
      await db.schema
        .createIndex('jobs_finished')
        .on('jobs')
        .column('finished_at')
        .where(sql.ref('state'), 'in', ['done', 'cancelled'])
        .execute();
      const now = new Date().toISOString();
      const at = dialect === 'postgres' ? sql`cast(${now} as timestamptz)` : sql`${now}`;
      const payload =
        dialect === 'postgres'
          ? sql`json_build_object('campaignId', id)::text`
          : sql`json_object('campaignId', id)`;
      await sql`insert into jobs
          (user_id, kind, payload, run_at, idempotency_key, created_at, updated_at)
        select user_id, 'campaigns.startScheduled', ${payload}, scheduled_at,
          'campaign:' || id, ${at}, ${at}
        from campaigns where status = 'scheduled' and scheduled_at is not null`.execute(db);
    },
  };
}
