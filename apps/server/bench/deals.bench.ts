/**
 * The pipeline board at 10,000 deals in one stage (issue 32 §4): the bench user's Lead stage holds
 * BENCH_DEALS (default 10,000) open deals, served as `npm start` serves it. The stages with their
 * totals, a column's first page and a page deep in it are each measured under 10 connections
 * (autocannon) against the plain contact read (`GET /api/contacts/:id`) in the same run.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/deals.bench.ts
 *
 * The contact read is the floor, as in timeline.bench.ts. Targets: each route's p99 under 300 ms
 * and at least 0.25 of the contact read's requests/s (the stages read and a column's count read
 * the stored stage totals of migration 038, whatever the stage's size).
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { sql } from 'kysely';
import type { SqlDialect } from '../src/db/createDatabase';
import {
  forEachBenchDialect,
  loadAverage,
  loadRoute,
  settle,
  startBenchServer,
  withBenchDatabase,
  type RouteFigures,
} from './benchServer';

const DEALS = Number(process.env.BENCH_DEALS ?? 10_000);
const SECONDS = Number(process.env.BENCH_DEALS_SECONDS ?? 5);
const CONNECTIONS = 10;
const P99_TARGET = 300;
const RATIO_TARGET = 0.25;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

const run = (dialect: SqlDialect) =>
  withBenchDatabase(dialect, { name: 'deals' }, async ({ url, env, open }) => {
    const database = open();
    await database.migrate();
    await database.close();
    const server = await startBenchServer(url, env);
    try {
      const { base, token, userId } = server;
      const created = await fetch(`${base}/api/contacts`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName: 'Busy', lastName: 'Reader', email: 'busy@example.com' }),
      });
      const contactId = ((await created.json()) as { contact: { id: number } }).contact.id;

      const stages = await fetch(`${base}/api/pipeline/stages`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const stageId = ((await stages.json()) as { stages: { id: number }[] }).stages[0]!.id;

      const seedStart = performance.now();
      const seeding = open();
      try {
        const { db } = seeding;
        const now = new Date().toISOString();
        for (let from = 0; from < DEALS; from += 1_000) {
          await db
            .insertInto('deals')
            .values(
              Array.from({ length: Math.min(1_000, DEALS - from) }, (_, i) => ({
                user_id: userId,
                name: `Deal ${from + i + 1}`,
                value_cents: 10_000 + ((from + i) % 97) * 100,
                currency: (from + i) % 10 === 0 ? 'EUR' : 'USD',
                stage_id: stageId,
                position: (from + i) * 1024,
                expected_close: null,
                status: 'open',
                lost_reason: null,
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
        if (dialect === 'postgres') await sql`analyze deals`.execute(db);
      } finally {
        await seeding.close();
      }
      const seedSeconds = (performance.now() - seedStart) / 1000;

      // A page 2,500 deals down: walked to by cursors, as "Show more" pressed 100 times would.
      let cursor: string | null = null;
      for (let i = 0; i < 100; i++) {
        const res: Response = await fetch(
          `${base}/api/deals?stageId=${stageId}&status=open${cursor ? `&before=${cursor}` : ''}`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
      }

      console.log(
        `pipeline board on ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}: ${DEALS.toLocaleString('en-US')} open deals in one stage (seeded in ${seedSeconds.toFixed(0)} s), ${CONNECTIONS} connections, ${SECONDS} s per route`,
      );
      const load = (name: string, route: string) =>
        loadRoute(name, `${base}${route}`, token, { connections: CONNECTIONS, seconds: SECONDS });
      const floor = () =>
        load('GET /api/contacts/:id (contact read)', `/api/contacts/${contactId}`);
      const floors = [await floor()];
      const routes: [RouteFigures, number, string][] = [];
      for (const [name, route] of [
        ['stages with count and totals', '/api/pipeline/stages'],
        ['column, first page (25)', `/api/deals?stageId=${stageId}&status=open`],
        [
          'column, a page 2,500 deals down',
          `/api/deals?stageId=${stageId}&status=open&before=${cursor}`,
        ],
      ] as const) {
        await settle();
        const figures = await load(name, route);
        const loadAfter = loadAverage();
        await settle();
        floors.push(await floor());
        routes.push([figures, (floors.at(-2)!.rps + floors.at(-1)!.rps) / 2, loadAfter]);
      }

      let met = true;
      const pad = Math.max(...routes.map(([r]) => r.name.length), floors[0]!.name.length);
      console.log(
        `  ${floors[0]!.name.padEnd(pad)}  ${floors.map((f) => f.rps.toFixed(0)).join(' / ')} req/s (each run)  p99 ${Math.max(...floors.map((f) => f.p99))} ms`,
      );
      for (const [r, around, loadAfter] of routes) {
        const ratio = r.rps / around;
        const ok = ratio >= RATIO_TARGET && r.p99 < P99_TARGET && r.errors === 0;
        met &&= ok;
        console.log(
          `  ${r.name.padEnd(pad)}  ${r.rps.toFixed(0).padStart(6)} req/s  ratio ${ratio.toFixed(2)} (>= ${RATIO_TARGET})  p99 ${r.p99} ms (< ${P99_TARGET})  errors ${r.errors}  load ${loadAfter}  ${verdict(ok)}`,
        );
      }
      return met;
    } finally {
      await server.stop();
    }
  });

// BENCH_DEALS_ONLY=sqlite|postgres runs one database.
const met = await forEachBenchDialect(process.env.BENCH_DEALS_ONLY, run);
console.log(`pipeline board targets: ${verdict(met)}`);
// Shared machines drift: a miss fails the run only when asked to.
if (!met && process.env.BENCH_STRICT === '1') process.exitCode = 1;
