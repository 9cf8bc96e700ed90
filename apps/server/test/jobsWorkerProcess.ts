// A server process's job workers, alone: `node --import tsx --conditions=@crm/source` this file with
// DATABASE_URL, DATABASE_SCHEMA and JOBS_LEASE_MS set. It runs one job kind, `test.record`, which
// writes a row per run into `job_test_runs` (made by the test), and prints "ready" once listening.
import { sql } from 'kysely';
import { createDatabase } from '../src/db/createDatabase';
import { JOBS_CHANNEL } from '../src/jobs/jobsRepository';
import type { JobKind } from '../src/jobs/jobKinds';
import { startJobWorkers } from '../src/jobs/jobWorkers';

const database = createDatabase(process.env.DATABASE_URL!, {
  pgSchema: process.env.DATABASE_SCHEMA,
  poolSize: 4,
});

const record: JobKind<null> = {
  name: 'test.record',
  payload: () => null,
  async run(job) {
    await sql`insert into job_test_runs (job_id, pid) values (${job.id}, ${process.pid})`.execute(
      job.db.db,
    );
    // Long enough for the other process to claim meanwhile, and for a kill to land mid-batch.
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.JOB_MS ?? 5)));
  },
};

const workers = startJobWorkers({
  db: database,
  kinds: [record],
  leaseMs: Number(process.env.JOBS_LEASE_MS ?? 60_000),
  pollIntervalMs: 200,
  listen: (wake) => database.listen!(JOBS_CHANNEL, wake),
});
console.log('ready');
process.on('SIGTERM', () => {
  void workers
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
