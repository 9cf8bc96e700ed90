/**
 * Sending: a 100,000-recipient campaign through the real server (bundled, as `npm start` runs it)
 * to a local SMTP sink, as a ratio of nodemailer alone sending pre-rendered messages to the same
 * sink with the same pool (5 connections) in the same run; the server's peak memory and CPU time
 * per 1,000 messages; then the open pixel and click redirect in requests/s against GET
 * /api/health, the barest route of the same server.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/send.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_PG_URL (default postgres://crm:crm@127.0.0.1:5432/crm_dev)
 * answers. BENCH_SEND_RECIPIENTS (default 100000) sets the size. The sink runs in its own process,
 * so neither side shares a core with it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createDatabase } from '../src/db/createDatabase';
import { trackingTokens } from '../src/tracking/trackingTokens';
import { BENCH_CONTENT, plainSendRate, startBenchSink } from './benchSink';
import { startBenchServer } from './benchServer';

const RECIPIENTS = Number(process.env.BENCH_SEND_RECIPIENTS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://crm:crm@127.0.0.1:5432/crm_dev';
const CONTENT = BENCH_CONTENT;
const baseline = (sinkUrl: string) => plainSendRate(sinkUrl, RECIPIENTS);

const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

async function fillSqlite(file: string, userId: number): Promise<number> {
  const db = createDatabase(file);
  const id = await fill(db, userId);
  await db.close();
  return id;
}

/** RECIPIENTS contacts added to one draft campaign, written set-based. */
async function fill(database: ReturnType<typeof createDatabase>, userId: number): Promise<number> {
  const { db } = database;
  const now = new Date().toISOString();
  const campaign = await db
    .insertInto('campaigns')
    .values({
      user_id: userId,
      name: 'Bench',
      subject: 'Spring sale for {{firstName}}',
      content: CONTENT,
      status: 'draft',
      scheduled_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < RECIPIENTS; start += 2000) {
    const rows = await db
      .insertInto('contacts')
      .values(
        Array.from({ length: Math.min(2000, RECIPIENTS - start) }, (_, k) => ({
          user_id: userId,
          first_name: `First${start + k}`,
          last_name: 'Last',
          email: `r${start + k}@example.com`,
          company: `Company ${(start + k) % 500}`,
          status: 'subscriber',
          tags: '[]',
          custom_fields: '{}',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('campaign_contacts')
      .values(rows.map((r) => ({ campaign_id: campaign.id, contact_id: r.id, created_at: now })))
      .execute();
  }
  return campaign.id;
}

async function rps(url: string, expectStatus: number): Promise<number> {
  // autocannon does not follow redirects: the click route's 302 is what it counts.
  const result = await autocannon({ url, connections: 10, duration: 4 });
  const bad = result.errors + result.timeouts;
  if (bad > 0 || result.statusCodeStats?.[`${expectStatus}`]?.count === undefined)
    throw new Error(`${url}: ${bad} errors, statuses ${JSON.stringify(result.statusCodeStats)}`);
  return result.requests.average;
}

async function run(label: string, databaseUrl: string, env: Record<string, string>) {
  const sink = await startBenchSink();
  const baseBefore = await baseline(sink.url);
  const server = await startBenchServer(databaseUrl, {
    ...env,
    SMTP_URL: sink.url,
    MAIL_FROM: 'Bench <news@example.com>',
    PUBLIC_URL: 'https://crm.example.com',
  });
  const database = createDatabase(databaseUrl, { pgSchema: env.DATABASE_SCHEMA, poolSize: 2 });
  try {
    const campaignId = databaseUrl.startsWith('postgres')
      ? await fill(database, server.userId)
      : await fillSqlite(databaseUrl, server.userId);
    const sentBefore = await sink.count();
    const cpuBefore = cpuSeconds(server.pid);
    const start = performance.now();
    const res = await fetch(`${server.base}/api/campaigns/${campaignId}/send`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}` },
    });
    if (res.status !== 202) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    for (;;) {
      const row = await database.db
        .selectFrom('campaigns')
        .select('status')
        .where('id', '=', campaignId)
        .executeTakeFirstOrThrow();
      if (row.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (performance.now() - start) / 1000;
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    const delivered = (await sink.count()) - sentBefore;
    const rate = RECIPIENTS / seconds;
    const peak = server.peakRssMb();
    // nodemailer alone again after the send, the server idle: on a shared machine the load drifts
    // over minutes, so the send is judged against the mean of the runs on either side of it.
    const baseAfter = await baseline(sink.url);
    const base = (baseBefore + baseAfter) / 2;

    const secret = await database.db
      .selectFrom('server_secrets')
      .select('value')
      .executeTakeFirstOrThrow();
    const recipient = await database.db
      .selectFrom('campaign_recipients')
      .select('id')
      .where('campaign_id', '=', campaignId)
      .executeTakeFirstOrThrow();
    const tokens = trackingTokens(secret.value);
    const expiresAt = Date.now() + 3_600_000;
    // Once to warm the server up after the send, then measured.
    await rps(`${server.base}/api/health`, 200);
    const bare = await rps(`${server.base}/api/health`, 200);
    const open = await rps(
      `${server.base}/t/o/${tokens.sign({ kind: 'open', recipientId: recipient.id, expiresAt })}`,
      200,
    );
    const click = await rps(
      `${server.base}/t/c/${tokens.sign({ kind: 'click', recipientId: recipient.id, expiresAt, url: 'https://shop.example.com/sale' })}`,
      302,
    );

    const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    console.log(
      `[${label}] ${RECIPIENTS.toLocaleString()} recipients, ${delivered.toLocaleString()} delivered to the sink`,
    );
    console.log(
      `  send rate   ${rate.toFixed(0)} msg/s vs nodemailer alone ${base.toFixed(0)} msg/s (${baseBefore.toFixed(0)} before, ${baseAfter.toFixed(0)} after): ratio ${(rate / base).toFixed(2)} (target >= 0.8) ${ok(rate / base >= 0.8)}`,
    );
    console.log(`  peak memory ${peak.toFixed(0)} MB (target < 200) ${ok(peak < 200)}`);
    console.log(
      `  CPU time    ${((cpu / RECIPIENTS) * 1000 * 1000).toFixed(0)} ms per 1,000 messages`,
    );
    console.log(
      `  open pixel  ${open.toFixed(0)} req/s vs bare ${bare.toFixed(0)}: ratio ${(open / bare).toFixed(2)} (target >= 0.5) ${ok(open / bare >= 0.5)}`,
    );
    console.log(
      `  click       ${click.toFixed(0)} req/s vs bare ${bare.toFixed(0)}: ratio ${(click / bare).toFixed(2)} (target >= 0.5) ${ok(click / bare >= 0.5)}`,
    );
    if (delivered !== RECIPIENTS) throw new Error(`the sink got ${delivered}, not ${RECIPIENTS}`);
  } finally {
    await database.close();
    await server.stop();
    sink.stop();
  }
}

async function main() {
  // BENCH_SEND_ONLY=sqlite|postgres runs one database.
  const only = process.env.BENCH_SEND_ONLY;
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-send-bench-'));
  try {
    if (only !== 'postgres') await run('SQLite', path.join(dir, 'crm.db'), {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (only === 'sqlite') return;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.log(`[PostgreSQL] skipped: ${PG_URL} does not answer`);
    return;
  }
  const schema = `send_bench_${process.pid}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    await run('PostgreSQL', PG_URL, { DATABASE_SCHEMA: schema });
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
