/**
 * Workflows (issue 29 §4), through the real server (bundled, as `npm start` runs it), each figure
 * against the floor of its work measured in the same run:
 *
 * - 100,000 contacts imported into an account whose `contact_added` workflow takes imported
 *   contacts: the enrolment (the import's trigger, timed on its own: replayed for the same import
 *   into another account, in a transaction rolled back) ÷ a bare insert of the same rows it writes
 *   (100,000 runs and 100,000 jobs, set-based, into plain tables without keys or indexes);
 * - their first emails' rate (the first BENCH_WORKFLOW_WINDOW, default 5,000, from the import's end)
 *   ÷ nodemailer alone sending pre-rendered messages to the same sink (the send bench's floor);
 * - the server's peak memory, and another user's contact list p99 while those emails flow;
 * - 1,000,000 contacts waiting in workflows (the 100,000 in ten workflows, at a 30-day wait) against
 *   none: a contact's page (`GET /api/contacts/:id`) and a 10,000-recipient campaign send.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/workflows.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set;
 * BENCH_WORKFLOWS_ONLY=sqlite|postgres runs one. BENCH_WORKFLOW_CONTACTS (default 100000) sets the
 * import's size.
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/createDatabase';
import { inTransaction } from '../src/db/Db';
import { ownerScope } from '../src/db/scope';
import { sqlTimestamp } from '../src/db/sqlTimestamp';
import { fireWorkflowTrigger } from '../src/workflows/workflowTriggers';
import { BENCH_CONTENT, plainSendRate, startBenchSink, type BenchSink } from './benchSink';
import {
  forEachBenchDialect,
  loadAverage,
  loadRoute,
  setBenchPlan,
  settle,
  startBenchServer,
  withBenchDatabase,
  type BenchServer,
} from './benchServer';

const CONTACTS = Number(process.env.BENCH_WORKFLOW_CONTACTS ?? 100_000);
const WINDOW = Math.min(CONTACTS, Number(process.env.BENCH_WORKFLOW_WINDOW ?? 5_000));
const WORKFLOWS_WAITING = 10;
const CAMPAIGN = Math.min(CONTACTS, 10_000);
/** Contact ids per seeding statement: each stays far inside PostgreSQL's 15 s timeout. */
const SLICE = 25_000;
const DAY = 24 * 60 * 60 * 1000;

const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function writeCsv(file: string, rows: number, prefix: string): Promise<void> {
  const out = createWriteStream(file);
  out.write('First Name,Last Name,Email,Company\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += `First${i},Last${i},${prefix}${i}@example.com,Company ${i % 500}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((r) => out.once('finish', () => r()));
}

/** A small client of the bench server for one account. */
function api(server: BenchServer, token: string) {
  const call = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.base}${route}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    call,
    async importFile(file: string): Promise<number> {
      const form = new FormData();
      form.append('file', await openAsBlob(file), 'contacts.csv');
      const result = await call<{ importedCount: number }>(
        'POST',
        '/api/contacts/import-file',
        form,
      );
      if (result.importedCount !== CONTACTS)
        throw new Error(`imported ${JSON.stringify(result)} of ${CONTACTS}`);
      return result.importedCount;
    },
  };
}

/** A second account on the server, on the Pro plan (no contact limit): its token and id. */
async function secondUser(server: BenchServer, database: DatabaseHandle) {
  const res = await fetch(`${server.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'other',
      email: 'other@example.com',
      name: 'Other',
      password: 'bench-Quartz-Lantern-42',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await setBenchPlan(database, user.id, 'pro');
  return { token, userId: user.id };
}

/** The floor of an enrolment: the same runs and jobs, set-based, into plain tables. */
async function enrolmentFloor(database: DatabaseHandle, userId: number): Promise<number> {
  const { db } = database;
  await sql`create table bench_runs (user_id integer, workflow_id integer, contact_id integer,
    status text, entered_at text, updated_at text)`.execute(db);
  await sql`create table bench_jobs (user_id integer, kind text, payload text, run_at text,
    idempotency_key text, created_at text, updated_at text)`.execute(db);
  const now = new Date().toISOString();
  const ms = await time(async () => {
    await sql`insert into bench_runs select user_id, 1, id, 'active', ${now}, ${now}
      from contacts where user_id = ${userId}`.execute(db);
    await sql`insert into bench_jobs select user_id, 'workflows.run',
      '{"runId":' || cast(contact_id as text) || '}', ${now}, 'run:' || cast(contact_id as text),
      ${now}, ${now} from bench_runs`.execute(db);
  });
  await sql`drop table bench_runs`.execute(db);
  await sql`drop table bench_jobs`.execute(db);
  return ms;
}

class RolledBack extends Error {}

/**
 * The enrolment an import of `userId`'s contacts makes (its `contact_added` trigger, as the import
 * route fires it) into a new workflow, timed, then rolled back: the server never sees it.
 */
async function enrolment(database: DatabaseHandle, userId: number): Promise<number> {
  let ms = 0;
  await inTransaction(database, async (trx) => {
    const workflow = await trx.db
      .insertInto('workflows')
      .values({
        user_id: userId,
        name: 'Welcome',
        description: null,
        trigger: 'contact_added',
        is_active: 1,
        steps: JSON.stringify({
          version: 2,
          trigger: { includeImported: true },
          steps: [{ id: 'w', type: 'wait', amount: 1, unit: 'days' }],
        }),
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = performance.now();
    const entered = await fireWorkflowTrigger(
      trx,
      ownerScope(userId),
      { trigger: 'contact_added', imported: true },
      { afterId: 0 },
      new Date(),
    );
    ms = performance.now() - start;
    if (entered !== CONTACTS) throw new Error(`${entered} of ${CONTACTS} entered ${workflow.id}`);
    throw new RolledBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  return ms;
}

/** The sink's count reaching `target`, polled: when it did (performance.now()). */
async function sinkReaches(sink: BenchSink, target: number, timeoutMs = 240_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if ((await sink.count()) >= target) return performance.now();
    if (performance.now() > deadline) throw new Error(`the sink did not reach ${target} messages`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every contact of `userId` at a 30-day wait in `count` workflows: runs and jobs, set-based. */
async function seedWaiting(database: DatabaseHandle, userId: number, count: number) {
  const { db, dialect } = database;
  const now = new Date();
  const due = sqlTimestamp(dialect, new Date(now.getTime() + 30 * DAY).toISOString());
  const at = sqlTimestamp(dialect, now.toISOString());
  const steps = JSON.stringify({
    version: 2,
    trigger: { tag: 'never' },
    steps: [{ id: 'w', type: 'wait', amount: 30, unit: 'days' }],
  });
  const superuser =
    dialect === 'postgres' &&
    (
      await sql<{
        rolsuper: boolean;
      }>`select rolsuper from pg_roles where rolname = current_user`.execute(db)
    ).rows[0]?.rolsuper === true;
  const last = await db
    .selectFrom('contacts')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  for (let w = 0; w < count; w++) {
    const workflow = await db
      .insertInto('workflows')
      .values({
        user_id: userId,
        name: `Waiting ${w}`,
        description: null,
        trigger: 'tag_added',
        is_active: 1,
        steps,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let from = Number(last.first) - 1; from < Number(last.last); from += SLICE)
      await inTransaction(database, async (trx) => {
        // Seeding rows known to be valid: PostgreSQL's per-row foreign-key checks made it two
        // minutes of the bench; a superuser (as in CI and here) may skip them for this transaction.
        if (superuser) await sql`set local session_replication_role = replica`.execute(trx.db);
        const before = await trx.db
          .selectFrom('workflows_runs')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst();
        await sql`insert into workflows_runs (user_id, workflow_id, contact_id, status, step_id,
            next_due, entered_at, updated_at)
          select user_id, ${workflow.id}, id, 'active', 'w', ${due}, ${at}, ${at} from contacts
          where user_id = ${userId} and id > ${from} and id <= ${from + SLICE}`.execute(trx.db);
        await sql`insert into jobs (user_id, kind, payload, run_at, idempotency_key, checkpoint,
            created_at, updated_at)
          select user_id, 'workflows.run', '{"runId":' || cast(id as text) || '}', ${due},
            'run:' || cast(id as text), '{"stepId":"w"}', ${at}, ${at}
          from workflows_runs where id > ${Number(before?.id ?? 0)}`.execute(trx.db);
      });
  }
  // Vacuumed now: autovacuum would otherwise take on the 1,000,000 new rows (a core of two here)
  // while the figures beside them are measured. On SQLite the write-ahead log they left is folded
  // into the file: every read looks through the log first, a cost of the seeding, not of waiting.
  if (dialect === 'postgres') await sql`vacuum analyze workflows_runs, jobs`.execute(db);
  else await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/** A campaign to the first `size` contacts of `userId`, sent: messages per second. */
async function campaignRate(
  server: BenchServer,
  database: DatabaseHandle,
  userId: number,
  sink: BenchSink,
  size = CAMPAIGN,
) {
  const { db } = database;
  const now = new Date().toISOString();
  const campaign = await db
    .insertInto('campaigns')
    .values({
      user_id: userId,
      name: 'Bench',
      subject: 'Spring sale for {{firstName}}',
      content: BENCH_CONTENT,
      status: 'draft',
      scheduled_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into campaign_contacts (campaign_id, contact_id, created_at)
    select ${campaign.id}, id, ${now} from contacts where user_id = ${userId}
    order by id limit ${size}`.execute(db);
  const before = await sink.count();
  const start = performance.now();
  await api(server, server.token).call('POST', `/api/campaigns/${campaign.id}/send`);
  const end = await sinkReaches(sink, before + size);
  return size / ((end - start) / 1000);
}

/** A contact's page read (Edit Contact), 4 s under 4 connections: requests/s and p99 ms. */
async function contactPage(server: BenchServer, contactId: number) {
  return loadRoute('contact', `${server.base}/api/contacts/${contactId}`, server.token, {
    connections: 4,
    seconds: 4,
  });
}

async function run(dialect: 'sqlite' | 'postgres', dir: string): Promise<boolean> {
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  return withBenchDatabase(dialect, { name: 'workflows' }, async (bench) => {
    const sink = await startBenchSink();
    const plainBefore = await plainSendRate(sink.url, WINDOW);
    const server = await startBenchServer(bench.url, {
      ...bench.env,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Bench <news@example.com>',
      PUBLIC_URL: 'https://crm.example.com',
    });
    const database = bench.open();
    let met = true;
    try {
      const mine = api(server, server.token);
      const other = await secondUser(server, database);
      const theirs = api(server, other.token);

      // The same import into an account without a workflow, then into one with it.
      await writeCsv(path.join(dir, 'other.csv'), CONTACTS, 'other');
      await writeCsv(path.join(dir, 'mine.csv'), CONTACTS, 'mine');
      const plainImport = await time(() => theirs.importFile(path.join(dir, 'other.csv')));
      const entering = await enrolment(database, other.userId);
      const { template } = await mine.call<{ template: { id: number } }>(
        'POST',
        '/api/email-templates',
        {
          name: 'Welcome',
          subject: 'Welcome, {{firstName}}',
          content: BENCH_CONTENT,
          templateType: 'welcome',
        },
      );
      const { workflow } = await mine.call<{ workflow: { id: number } }>(
        'POST',
        '/api/automation-workflows',
        {
          name: 'Welcome series',
          trigger: 'contact_added',
          isActive: true,
          steps: JSON.stringify({
            version: 2,
            trigger: { includeImported: true },
            steps: [
              { id: 's1', type: 'send_email', templateId: template.id },
              { id: 'w1', type: 'wait', amount: 2, unit: 'days' },
            ],
          }),
        },
      );
      const sentBefore = await sink.count();
      const importStart = performance.now();
      await mine.importFile(path.join(dir, 'mine.csv'));
      const imported = performance.now();
      // Another user reads their contact list while the first emails flow.
      const [reached, meanwhile] = await Promise.all([
        sinkReaches(sink, sentBefore + WINDOW),
        loadRoute('other', `${server.base}/api/contacts?limit=50`, other.token, {
          connections: 2,
          seconds: 6,
        }),
      ]);
      const emailRate = WINDOW / ((reached - imported) / 1000);
      const plainAfter = await plainSendRate(sink.url, WINDOW);
      const plain = (plainBefore + plainAfter) / 2;
      const runs = await database.db
        .selectFrom('workflows_runs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('workflow_id', '=', workflow.id)
        .executeTakeFirstOrThrow();
      if (Number(runs.n) !== CONTACTS) throw new Error(`${runs.n} of ${CONTACTS} entered`);
      const floor = await enrolmentFloor(database, server.userId);
      const peak = server.peakRssMb();

      // The rest of the welcome emails would go on for minutes: the contacts leave the workflow.
      await database.db
        .updateTable('workflows')
        .set({ is_active: 0 })
        .where('id', '=', workflow.id)
        .execute();
      await database.db.deleteFrom('jobs').where('kind', '=', 'workflows.run').execute();
      await database.db.deleteFrom('workflows_runs').execute();
      if (dialect === 'postgres')
        await sql`vacuum analyze workflows_runs, jobs`.execute(database.db);
      await new Promise((r) => setTimeout(r, 2000));

      const contact = await database.db
        .selectFrom('contacts')
        .select('id')
        .where('user_id', '=', server.userId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      // Warmed up first: the first reads and sends of a server pay for its warm-up.
      await contactPage(server, contact.id);
      const pageNone = await contactPage(server, contact.id);
      await campaignRate(server, database, server.userId, sink, 1000);
      const sendNone = await campaignRate(server, database, server.userId, sink);
      const seeding = await time(() => seedWaiting(database, server.userId, WORKFLOWS_WAITING));
      // The last send's tail (its rows marked sent) is over before the page is read again.
      await settle();
      const pageWith = await contactPage(server, contact.id);
      const sendWith = await campaignRate(server, database, server.userId, sink);

      const waiting = (CONTACTS * WORKFLOWS_WAITING).toLocaleString('en-US');
      console.log(
        `[${label}] ${CONTACTS.toLocaleString('en-US')} contacts imported into a contact_added workflow (load ${loadAverage()})`,
      );
      console.log(
        `  enrolment   ${s(entering)} vs floor ${s(floor)} (bare insert of its runs and jobs): ${(entering / floor).toFixed(1)}x; the import ${s(imported - importStart)} with the workflow, ${s(plainImport)} without`,
      );
      const ratio = emailRate / plain;
      console.log(
        `  first ${WINDOW.toLocaleString('en-US')} emails ${emailRate.toFixed(0)}/s vs nodemailer alone ${plain.toFixed(0)}/s: ratio ${ratio.toFixed(2)} (target >= 0.8) ${ok(ratio >= 0.8)}`,
      );
      console.log(`  peak memory ${peak.toFixed(0)} MB (target < 300) ${ok(peak < 300)}`);
      console.log(
        `  another user's contact list meanwhile: p99 ${meanwhile.p99} ms, ${meanwhile.errors} errors (target < 1000 ms) ${ok(meanwhile.p99 < 1000 && meanwhile.errors === 0)}`,
      );
      console.log(`  ${waiting} contacts waiting in workflows (seeded in ${s(seeding)}) vs none:`);
      console.log(
        `    contact page   ${pageWith.rps.toFixed(0)} req/s (p99 ${pageWith.p99} ms) vs ${pageNone.rps.toFixed(0)} (p99 ${pageNone.p99} ms): ratio ${(pageWith.rps / pageNone.rps).toFixed(2)}`,
      );
      console.log(
        `    campaign send  ${sendWith.toFixed(0)} msg/s vs ${sendNone.toFixed(0)}: ratio ${(sendWith / sendNone).toFixed(2)}`,
      );
      met = ratio >= 0.8 && peak < 300 && meanwhile.p99 < 1000 && meanwhile.errors === 0;
    } finally {
      await database.close();
      await server.stop();
      sink.stop();
    }
    return met;
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'crm-workflows-bench-'));
try {
  await forEachBenchDialect(process.env.BENCH_WORKFLOWS_ONLY, (dialect) => run(dialect, dir));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
