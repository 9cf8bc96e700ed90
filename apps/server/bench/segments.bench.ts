/**
 * A segment at a million contacts (issue 27 §5): BENCH_SEGMENT_CONTACTS (default 1,000,000)
 * contacts with eight sent campaigns each (8,000,000 send rows) and their opens and clicks
 * (about 2,400,000 tracking events), served as `npm start` serves it. A segment of three
 * conditions, one of them engagement ("subscriber", tagged vip, opened in the last 30 days):
 * its count and the first page of its contacts, each as the p95 of BENCH_SEGMENT_REQUESTS (default
 * 40) requests in turn, against the plain first page of contacts in the same run (the floor: the
 * same page with no filter). Targets: count p95 under 1 s, first page p95 under 200 ms.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/segments.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { sql, type Kysely } from 'kysely';
import { createSession } from '../src/auth/sessionTokens';
import type { SqlDialect } from '../src/db/createDatabase';
import type { Database } from '../src/db/schema';
import { sqlTimestamp } from '../src/db/sqlTimestamp';
import {
  createBenchUser,
  forEachBenchDialect,
  loadAverage,
  startBenchServer,
  withBenchDatabase,
} from './benchServer';
import { seedContacts } from './seedContacts';

const CONTACTS = Number(process.env.BENCH_SEGMENT_CONTACTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_SEGMENT_REQUESTS ?? 40);
const CAMPAIGNS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Eight campaigns sent 15 days apart to every contact, each opened by a fifth and clicked by a
 * tenth (a different fifth each time), with the tracking events the opens and clicks leave.
 */
async function seedSends(
  db: Kysely<Database>,
  dialect: SqlDialect,
  userId: number,
  [first, last]: [number, number],
) {
  const chunk = dialect === 'postgres' ? 50_000 : 200_000;
  for (let k = 0; k < CAMPAIGNS; k += 1) {
    const sentAt = new Date(Date.now() - (k * 15 + 1) * DAY_MS).toISOString();
    const at = sqlTimestamp(dialect, sentAt);
    const { id: campaignId } = await db
      .insertInto('campaigns')
      .values({
        user_id: userId,
        name: `Issue ${k + 1}`,
        subject: `Issue ${k + 1}`,
        content: '<p>News</p>',
        status: 'sent',
        scheduled_at: null,
        created_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let from = first; from <= last; from += chunk) {
      const to = Math.min(last, from + chunk - 1);
      await sql`insert into campaign_recipients (user_id, campaign_id, contact_id, email, status,
          attempts, next_attempt_at, sent_at, first_opened_at, open_count, first_clicked_at,
          click_count, created_at)
        select user_id, ${campaignId}, id, email, 'sent', 1, ${at}, ${at},
          case when (id + ${k}) % 10 < 2 then ${at} end, case when (id + ${k}) % 10 < 2 then 1 else 0 end,
          case when (id + ${k}) % 10 = 0 then ${at} end, case when (id + ${k}) % 10 = 0 then 1 else 0 end,
          ${at}
        from contacts where user_id = ${userId} and id between ${from} and ${to}`.execute(db);
      await sql`insert into tracking_events (user_id, campaign_id, recipient_id, contact_id, type, url, created_at)
        select r.user_id, r.campaign_id, r.id, r.contact_id, e.type,
          case when e.type = 'click' then 'https://example.com/offer' end, r.sent_at
        from campaign_recipients as r
        join (select 'open' as type union all select 'click') as e
          on (e.type = 'open' and r.first_opened_at is not null)
          or (e.type = 'click' and r.first_clicked_at is not null)
        where r.campaign_id = ${campaignId} and r.contact_id between ${from} and ${to}`.execute(db);
    }
  }
}

/** The p95 of `count` requests of `url` made one after another, and the last answer. */
async function p95(url: string, token: string, count: number) {
  const times: number[] = [];
  let body: unknown;
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    body = await res.json();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p95: times[Math.ceil(count * 0.95) - 1]!, body };
}

// BENCH_SEGMENT_DIR keeps the seeded SQLite file there (deleted by hand when done), to look into.
const keepDir = process.env.BENCH_SEGMENT_DIR;

const run = (dialect: SqlDialect) =>
  withBenchDatabase(
    dialect,
    { name: 'segments', ...(keepDir ? { keep: { dir: keepDir, key: String(CONTACTS) } } : {}) },
    async ({ url, env, open }) => {
      const database = open();
      let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
      try {
        await database.migrate();
        const { db } = database;
        const seeding = performance.now();
        const userId = await createBenchUser(db, 'big');
        await seedContacts(db, dialect, userId, CONTACTS);
        const range = await db
          .selectFrom('contacts')
          .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        await seedSends(db, dialect, userId, [Number(range.first), Number(range.last)]);
        if (dialect === 'postgres')
          await sql`vacuum (analyze) contacts, campaign_recipients, tracking_events`.execute(db);
        else await sql`analyze`.execute(db);
        const sends = await db
          .selectFrom('campaign_recipients')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const events = await db
          .selectFrom('tracking_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const seeded = (performance.now() - seeding) / 1000;
        const token = await createSession({ db, dialect }, userId, {
          ttlMs: 3_600_000,
          idleMs: 3_600_000,
          maxPerUser: 20,
        });
        const { id: segmentId } = await db
          .insertInto('segments')
          .values({
            user_id: userId,
            name: 'Engaged VIP subscribers',
            conditions: JSON.stringify({
              match: 'all',
              conditions: [
                { kind: 'status', op: 'is', value: 'subscriber' },
                { kind: 'tags', op: 'any', tags: ['vip'] },
                { kind: 'engagement', op: 'opened', days: 30 },
              ],
            }),
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await database.close();

        server = await startBenchServer(url, env);
        const { base } = server;
        // Warm: the server's first requests compile its statements.
        await p95(`${base}/api/contacts?limit=50`, token, 5);
        await p95(`${base}/api/segments/${segmentId}/count`, token, 2);
        const plain = await p95(`${base}/api/contacts?limit=50`, token, REQUESTS);
        const count = await p95(`${base}/api/segments/${segmentId}/count`, token, REQUESTS);
        const page = await p95(
          `${base}/api/contacts?limit=50&segment=${segmentId}`,
          token,
          REQUESTS,
        );
        const members = (count.body as { count: number }).count;
        const rows = (page.body as { contacts: unknown[] }).contacts.length;
        const name = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
        const countMet = count.p95 < 1000;
        const pageMet = page.p95 < 200;
        console.log(
          `segment on ${name}: ${CONTACTS.toLocaleString('en-US')} contacts, ${Number(sends.n).toLocaleString('en-US')} send rows, ` +
            `${Number(events.n).toLocaleString('en-US')} tracking events (seeded in ${seeded.toFixed(0)} s); ` +
            `p95 of ${REQUESTS} requests each, load ${loadAverage()}\n` +
            `  plain first page (limit=50, the floor)  ${plain.p95.toFixed(1)} ms\n` +
            `  segment count (${members.toLocaleString('en-US')} members)  ${count.p95.toFixed(1)} ms ` +
            `(${(count.p95 / plain.p95).toFixed(1)}x the floor; < 1000 ms ${countMet ? 'met' : 'MISSED'})\n` +
            `  segment first page (${rows} rows)  ${page.p95.toFixed(1)} ms ` +
            `(${(page.p95 / plain.p95).toFixed(1)}x the floor; < 200 ms ${pageMet ? 'met' : 'MISSED'})`,
        );
        return countMet && pageMet;
      } finally {
        await server?.stop();
        await database.close().catch(() => undefined);
      }
    },
  );

const met = await forEachBenchDialect(process.env.BENCH_SEGMENT_ONLY, run);
if (!met) process.exitCode = 1;
