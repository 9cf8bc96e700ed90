/**
 * Analytics at a million contacts and a million send rows: one account with BENCH_ANALYTICS_ROWS
 * (default 1,000,000) contacts and as many recipient rows over 200 campaigns, spread evenly over the
 * two years before now (so a year's summary reads all of them: the year and the year before), a
 * quarter of them opened, 4% clicked, plus unsubscribe, bounce and open events. Each analytics
 * route is served as `npm start` serves it and measured with autocannon (10 connections, as the
 * other server benches) and one request at a time; requests/s are a ratio of the bare route
 * (GET /api/health) measured before and after it in the same run.
 *
 *   npm run bench -- analytics
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set (a fresh
 * schema, dropped afterwards). BENCH_ANALYTICS_SECONDS (default 5) sets the time per route.
 * Target (issue 15): p99 < 100 ms for the summary and the series.
 */
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import { createSession } from '../src/auth/sessionTokens';
import type { SqlDialect } from '../src/db/createDatabase';
import type { Database } from '../src/db/schema';
import { analyticsRepository } from '../src/analytics/analyticsRepository';
import { ownerScope } from '../src/db/scope';
import {
  createBenchUser,
  forEachBenchDialect,
  loadAverage,
  loadRoute,
  settle,
  startBenchServer,
  withBenchDatabase,
} from './benchServer';

const ROWS = Number(process.env.BENCH_ANALYTICS_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_ANALYTICS_SECONDS ?? 5);
const CAMPAIGNS = 200;
const CONNECTIONS = 10;
const SPAN_SECONDS = 730 * 24 * 3600;

/**
 * Row i of `count` happens at start + i × span / count; generated inside the database in chunks
 * (recursive CTE / generate_series) through the real triggers.
 */
async function seed(db: Kysely<Database>, dialect: SqlDialect, userId: number, start: Date) {
  const pgs = dialect === 'postgres';
  const chunk = pgs ? 50_000 : 100_000;
  const step = SPAN_SECONDS / ROWS;
  const t0 = start.toISOString();
  // The time of row i, as each database stores timestamps.
  const time = (offset = '0') =>
    pgs
      ? sql.raw(`(timestamptz '${t0}' + (i * ${step} + ${offset}) * interval '1 second')`)
      : sql.raw(
          `strftime('%Y-%m-%dT%H:%M:%fZ', '${t0}', '+' || (i * ${step} + ${offset}) || ' seconds')`,
        );
  const series = (from: number, to: number) =>
    pgs ? sql`generate_series(${sql.lit(from)}::int, ${sql.lit(to)}::int) as i` : sql`n`;
  const withN = (from: number, to: number) =>
    pgs
      ? sql``
      : sql`with recursive n(i) as (select ${sql.lit(from)} union all select i + 1 from n where i < ${sql.lit(to)}) `;

  const campaignIds: number[] = [];
  for (let c = 0; c < CAMPAIGNS; c++) {
    const row = await db
      .insertInto('campaigns')
      .values({
        user_id: userId,
        name: `Campaign ${c + 1}`,
        subject: 'Hello',
        content: '<p>Hi</p>',
        status: 'sent',
        sent_count: ROWS / CAMPAIGNS,
        created_at: t0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    campaignIds.push(row.id);
  }
  const firstCampaign = campaignIds[0]!;

  for (let from = 0; from < ROWS; from += chunk) {
    const to = Math.min(ROWS, from + chunk) - 1;
    await sql`${withN(from, to)}insert into contacts (user_id, first_name, last_name, email, status,
        tags, custom_fields, created_at)
      select ${userId}, 'Ann', 'Example', 'c' || i || '@example.com', 'subscriber', '[]', '{}',
        ${time()} from ${series(from, to)}`.execute(db);
    await sql`${withN(from, to)}insert into campaign_recipients (campaign_id, user_id, contact_id,
        email, status, next_attempt_at, sent_at, first_opened_at, open_count, first_clicked_at,
        click_count, created_at)
      select ${sql.lit(firstCampaign)} + i / ${sql.lit(ROWS / CAMPAIGNS)}, ${userId}, null,
        'c' || i || '@example.com', 'sent', ${time()}, ${time()},
        case when i % 4 = 0 then ${time('3600')} end, case when i % 4 = 0 then 1 else 0 end,
        case when i % 25 = 0 then ${time('7200')} end, case when i % 25 = 0 then 1 else 0 end,
        ${time()} from ${series(from, to)}`.execute(db);
    // 1% unsubscribe or bounce events, and the opens of the latest 5% of the rows.
    await sql`${withN(from, to)}insert into tracking_events (user_id, campaign_id, type, url, created_at)
      select ${userId}, ${sql.lit(firstCampaign)} + i / ${sql.lit(ROWS / CAMPAIGNS)},
        case when i % 200 = 0 then 'bounce' when i % 100 = 0 then 'unsubscribe' else 'open' end,
        null, ${time('3600')} from ${series(from, to)}
      where i % 100 = 0 or (i >= ${sql.lit(ROWS * 0.95)} and i % 4 = 0)`.execute(db);
  }
}

const load = (name: string, url: string, token: string, connections = CONNECTIONS) =>
  loadRoute(name, url, token, { connections, seconds: SECONDS });
const load1 = loadAverage;

const run = (dialect: SqlDialect) =>
  withBenchDatabase(dialect, { name: 'analytics' }, async ({ url, env, open }) => {
    const database = open();
    let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
    try {
      await database.migrate();
      const { db } = database;
      const seedStart = performance.now();
      const user = await createBenchUser(db, 'big');
      await seed(db, dialect, user, new Date(Date.now() - SPAN_SECONDS * 1000));
      if (dialect === 'postgres') {
        await sql`vacuum (analyze) contacts, campaign_recipients, tracking_events`.execute(db);
      } else {
        await sql`analyze`.execute(db);
      }
      const seedSeconds = (performance.now() - seedStart) / 1000;
      // The queries alone, in this process (no HTTP, no auth): the median and worst of 20 calls.
      const direct: [string, () => Promise<unknown>][] = [
        [
          'summary year',
          () => analyticsRepository({ db, dialect }, ownerScope(user)).summary('year'),
        ],
        [
          'contact growth year',
          () => analyticsRepository({ db, dialect }, ownerScope(user)).contactGrowth('year', 'UTC'),
        ],
        [
          'campaign performance year',
          () =>
            analyticsRepository({ db, dialect }, ownerScope(user)).campaignPerformance(
              'year',
              'Europe/Berlin',
            ),
        ],
        [
          'activity (limit 10)',
          () => analyticsRepository({ db, dialect }, ownerScope(user)).activity(10),
        ],
      ];
      for (const [name, call] of direct) {
        const times: number[] = [];
        for (let n = 0; n < 20; n++) {
          const t = performance.now();
          await call();
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(
          `  ${dialect} in process: ${name} median ${times[10]!.toFixed(1)} ms, worst ${times[19]!.toFixed(1)} ms  load ${load1()}`,
        );
      }
      const token = await createSession({ db, dialect }, user, {
        ttlMs: 3_600_000,
        idleMs: 3_600_000,
        maxPerUser: 20,
      });
      await database.close();

      server = await startBenchServer(url, env);
      const { base } = server;
      console.log(
        `analytics on ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${ROWS.toLocaleString('en-US')} contacts and send rows over 2 years (seeded in ${seedSeconds.toFixed(0)} s), ${SECONDS} s per route`,
      );
      await autocannon({ url: `${base}/api/health`, connections: 2, duration: 1 });

      const routes: [string, string, boolean][] = [
        // An authenticated route that reads almost nothing: the floor every analytics route stands on.
        ['GET /api/auth/me (signed-in floor)', '/api/auth/me', false],
        ['summary year', '/api/analytics/summary?timeframe=year', true],
        ['summary month', '/api/analytics/summary?timeframe=month', true],
        ['contact growth year', '/api/analytics/contact-growth?timeframe=year', true],
        [
          'contact growth month',
          '/api/analytics/contact-growth?timeframe=month&tz=Europe/Berlin',
          true,
        ],
        ['campaign performance year', '/api/analytics/campaign-performance?timeframe=year', true],
        ['campaign performance month', '/api/analytics/campaign-performance?timeframe=month', true],
        ['activity (limit 10)', '/api/analytics/activity?limit=10', false],
      ];
      let met = true;
      const pad = Math.max(...routes.map(([name]) => name.length));
      for (const connections of [1, CONNECTIONS]) {
        const bares = [await load('bare', `${base}/api/health`, token, connections)];
        console.log(
          `  ${connections} connection(s): GET /api/health ${bares[0]!.rps.toFixed(0)} req/s p99 ${bares[0]!.p99} ms`,
        );
        for (const [name, route, target] of routes) {
          await settle();
          const r = await load(name, `${base}${route}`, token, connections);
          await settle();
          bares.push(await load('bare', `${base}/api/health`, token, connections));
          const around = (bares.at(-2)!.rps + bares.at(-1)!.rps) / 2;
          const ok = r.p99 < 100 && r.errors === 0;
          if (target) met &&= ok;
          console.log(
            `  ${name.padEnd(pad)}  ${r.rps.toFixed(0).padStart(6)} req/s  ratio ${(r.rps / around).toFixed(3)}  p99 ${r.p99} ms${target ? ` (< 100) ${ok ? 'met' : 'MISSED'}` : ''}  errors ${r.errors}  load ${load1()}`,
          );
        }
      }
      return met;
    } finally {
      await server?.stop();
      await database.close().catch(() => {});
    }
  });

const met = await forEachBenchDialect(process.env.BENCH_ANALYTICS_ONLY, run);
console.log(`analytics targets (p99 < 100 ms): ${met ? 'met' : 'MISSED'}`);
if (!met && process.env.BENCH_STRICT === '1') process.exitCode = 1;
