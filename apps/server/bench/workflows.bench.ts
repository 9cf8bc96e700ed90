/**
 * Workflows (issue 29): 100,000 contacts entering a `tag_added` workflow at once, by one bulk
 * "add tag" over all of them, as a ratio of a bare set-based insert of the same 100,000
 * (workflow, contact) rows into a plain table in the same run (the floor: no unique key, no job
 * rows). Also the bulk tag action with and without a workflow waiting for the tag, and the
 * process's memory growth while entering (the entries are made set-based, in the database: the
 * contacts never come into the process).
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/workflows.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_PG_URL (default postgres://crm:crm@127.0.0.1:5432/crm_dev)
 * answers. BENCH_WORKFLOW_CONTACTS (default 100000) sets the size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { defaultConfig } from '../src/config';
import { contactsRepository } from '../src/contacts/contactsRepository';
import { createDatabase, type DatabaseHandle } from '../src/db/createDatabase';
import { ownerScope } from '../src/db/scope';

const CONTACTS = Number(process.env.BENCH_WORKFLOW_CONTACTS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://crm:crm@127.0.0.1:5432/crm_dev';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function seed(handle: DatabaseHandle): Promise<{ userId: number }> {
  const { db } = handle;
  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username: `bench_${Date.now()}`,
      email: `bench_${Date.now()}@example.com`,
      name: 'Bench',
      password_hash: 'x',
      created_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = user.id;
  for (let start = 0; start < CONTACTS; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(CONTACTS, start + 1000); i++)
      rows.push({
        user_id: userId,
        first_name: `First${i}`,
        last_name: `Last${i}`,
        email: `c${i}@example.com`,
        status: 'subscriber',
        tags: '[]',
        custom_fields: '{}',
        created_at: now,
      });
    await db.insertInto('contacts').values(rows).execute();
  }
  return { userId };
}

async function workflow(handle: DatabaseHandle, userId: number, tag: string) {
  const row = await handle.db
    .insertInto('workflows')
    .values({
      user_id: userId,
      name: `On ${tag}`,
      description: null,
      trigger: 'tag_added',
      is_active: 1,
      steps: JSON.stringify({
        version: 2,
        trigger: { tag },
        steps: [{ id: 'w', type: 'wait', amount: 1, unit: 'days' }],
      }),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function run(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const { userId } = await seed(handle);
  const scope = ownerScope(userId);
  const contacts = contactsRepository({ db: handle.db, dialect: handle.dialect }, scope);

  // The floor: the same 100,000 (workflow, contact) rows, set-based, into a plain table.
  await sql`create table bench_floor (workflow_id integer, contact_id integer, status text)`.execute(
    handle.db,
  );
  const floor = await time(() =>
    sql`insert into bench_floor (workflow_id, contact_id, status)
        select 1, id, 'active' from contacts where user_id = ${userId}`.execute(handle.db),
  );

  // The bulk tag action alone (no workflow waits for this tag).
  const plainTag = await time(() => contacts.bulk.addTag({ filter: {} }, 'plain'));

  // The same action with a workflow waiting for the tag: every contact enters it.
  const id = await workflow(handle, userId, 'vip');
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const entering = await time(() => contacts.bulk.addTag({ filter: {} }, 'vip'));
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const runs = await handle.db
    .selectFrom('workflows_runs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('workflow_id', '=', id)
    .executeTakeFirstOrThrow();
  const jobs = await handle.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'workflows.run')
    .executeTakeFirstOrThrow();
  if (Number(runs.n) !== CONTACTS || Number(jobs.n) !== CONTACTS)
    throw new Error(`expected ${CONTACTS} entries and jobs, got ${runs.n} and ${jobs.n}`);
  const enrolOnly = entering - plainTag;
  console.log(`${label}: ${CONTACTS.toLocaleString('en-US')} contacts`);
  console.log(`  floor, bare insert of the same rows        ${seconds(floor)}`);
  console.log(`  bulk tag, no workflow                      ${seconds(plainTag)}`);
  console.log(`  bulk tag entering a workflow               ${seconds(entering)}`);
  console.log(
    `  entering (tagged with - without) ÷ floor   ${(enrolOnly / floor).toFixed(1)}x  (rows, jobs: ${CONTACTS} each)`,
  );
  console.log(`  process memory growth while entering      ${mb(rssPeak - rssBefore)}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'crm-bench-workflows-'));
try {
  const sqlite = createDatabase(path.join(dir, 'crm.db'), {
    sqliteBusyTimeoutMs: defaultConfig.sqliteBusyTimeoutMs,
  });
  await run('SQLite', sqlite);
  await sqlite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const schema = `bench_workflows_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_URL });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  await admin.query(`create schema ${schema}`);
  try {
    const postgres = createDatabase(PG_URL, { pgSchema: schema });
    // The bulk tag of 100,000 contacts refreshes their search vectors (a trigger): on a loaded
    // machine it can pass the server's 15 s statement timeout by itself; say so and go on.
    await run('PostgreSQL', postgres).catch((error: unknown) =>
      console.log(`PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
    );
    await postgres.close();
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else console.log('PostgreSQL: not reachable at BENCH_PG_URL, skipped');
