/**
 * Queueing a campaign for a large audience (issue 27 §2, §5): BENCH_AUDIENCE_CONTACTS (default
 * 1,000,000) contacts, a campaign whose audience is a segment (every contact) or a tag less an excluded tag, started
 * as Send now starts it (`startCampaign`: the segments read, who is left out counted, then one
 * INSERT ... SELECT into the queue). Against a baseline in the same run: a bare INSERT ... SELECT
 * of every contact into the queue, the least any start could cost. Prints both, their ratio and
 * the process's peak memory (target: under 30 s on SQLite, under 300 MB).
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/audience.bench.ts
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
import { sql } from 'kysely';
import { START_TIMEOUT_S } from '../src/campaigns/campaignsRepository';
import { startCampaign } from '../src/campaigns/startCampaign';
import { inTransaction } from '../src/db/Db';
import { sqlTimestamp } from '../src/db/sqlTimestamp';
import type { SqlDialect } from '../src/db/createDatabase';
import { ownerScope } from '../src/db/scope';
import { segmentsRepository } from '../src/segments/segmentsRepository';
import { createBenchUser, forEachBenchDialect, withBenchDatabase } from './benchServer';

const CONTACTS = Number(process.env.BENCH_AUDIENCE_CONTACTS ?? 1_000_000);
/** Most can be sent to, as in a real list: 2 % unsubscribed, 1 % bounced, 1 % tagged trial. */
const statusOf = (i: number) =>
  i % 50 === 0 ? 'unsubscribed' : i % 100 === 1 ? 'bounced' : i % 3 ? 'subscriber' : 'customer';
const tagsOf = (i: number) => (i % 100 === 7 ? '["vip","trial"]' : i % 2 ? '["vip"]' : '[]');

/** The process's peak RSS so far: SQLite works synchronously, so no timer could sample it. */
const peakRss = () => process.resourceUsage().maxRSS * 1024;

const run = (dialect: SqlDialect) =>
  withBenchDatabase(dialect, { name: 'audience' }, async ({ open }) => {
    const database = open();
    try {
      await database.migrate();
      const { db } = database;
      const userId = await createBenchUser(db, 'audience');
      const seeding = performance.now();
      for (let from = 0; from < CONTACTS; from += 2_000)
        await db
          .insertInto('contacts')
          .values(
            Array.from({ length: Math.min(2_000, CONTACTS - from) }, (_, k) => {
              const i = from + k;
              return {
                user_id: userId,
                first_name: 'Many',
                last_name: `N${i}`,
                email: `m${i}@example.com`,
                phone: null,
                company: null,
                position: null,
                status: statusOf(i),
                tags: tagsOf(i),
                lead_source: null,
                custom_fields: '{}',
                created_at: '2025-01-01T00:00:00.000Z',
              };
            }),
          )
          .execute();
      const seeded = (performance.now() - seeding) / 1000;
      const scope = ownerScope(userId);
      const segment = await segmentsRepository(database, scope).create({
        name: 'Not archived',
        // Everyone: the audience is the whole list, as a campaign to all subscribers is.
        conditions: {
          match: 'all',
          conditions: [{ kind: 'status', op: 'is_not', value: 'archived' }],
        },
      });
      const campaign = (name: string, audience: string | null) =>
        db
          .insertInto('campaigns')
          .values({
            user_id: userId,
            name,
            subject: name,
            content: '<p>Hi</p>',
            status: 'draft',
            scheduled_at: null,
            audience,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();

      const bare = await campaign('Bare', null);
      const now = new Date().toISOString();
      const at = (iso: string) => sqlTimestamp(dialect, iso);
      let start = performance.now();
      await inTransaction(database, async ({ db: trx }) => {
        // As the start allows itself (`START_TIMEOUT_S`).
        if (dialect === 'postgres')
          await sql`set local statement_timeout = ${sql.lit(`${START_TIMEOUT_S}s`)}`.execute(trx);
        await sql`insert into campaign_recipients
            (campaign_id, user_id, contact_id, email, status, attempts, next_attempt_at, created_at)
          select ${bare.id}, user_id, id, email, 'queued', 0, ${at(now)}, ${at(now)}
          from contacts where user_id = ${userId}`.execute(trx);
      });
      const baseline = (performance.now() - start) / 1000;

      const audience = await campaign(
        'Audience',
        JSON.stringify({
          segments: [segment.id],
          tags: ['vip'],
          excludeSegments: [],
          excludeTags: ['trial'],
        }),
      );
      start = performance.now();
      const started = await startCampaign(database, scope, audience.id);
      const queued = (performance.now() - start) / 1000;
      const peak = peakRss();
      if (started.outcome !== 'started') throw new Error(`Not started: ${started.outcome}`);
      const name = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
      console.log(
        `audience queue on ${name}, ${CONTACTS.toLocaleString('en-US')} contacts (seeded in ${seeded.toFixed(0)} s): ` +
          `${started.recipients.toLocaleString('en-US')} queued, left out ${JSON.stringify(started.leftOut)} in ${queued.toFixed(2)} s; ` +
          `bare INSERT ... SELECT of every contact ${baseline.toFixed(2)} s (ratio ${(queued / baseline).toFixed(2)}); ` +
          `peak RSS of the process (seeding included) ${(peak / 1024 / 1024).toFixed(0)} MB`,
      );
      return queued < 30 && peak < 300 * 1024 * 1024;
    } finally {
      await database.close();
    }
  });

const met = await forEachBenchDialect(process.env.BENCH_AUDIENCE_ONLY, run);
if (!met) process.exitCode = 1;
