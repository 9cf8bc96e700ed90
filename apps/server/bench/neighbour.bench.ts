/**
 * The noisy neighbour (issue 26 §2): another account's `GET /api/contacts?limit=5` while the
 * largest message the caps allow (400 KB of HTML, 500 links: MAX_MESSAGE_BYTES, MAX_MESSAGE_LINKS)
 * is sent to BENCH_NEIGHBOUR_RECIPIENTS (default 10,000) contacts through the real server (bundled,
 * as `npm start` runs it) to a local SMTP sink in its own process. The floor is the same request on
 * the same server, idle, in the same run. Target: p99 under 100 ms during the send.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/neighbour.bench.ts
 *
 * BENCH_NEIGHBOUR_SECONDS (default 30) samples that long into the send, one request at a time every
 * 20 ms (0: until the whole send is done). SQLite; PostgreSQL too when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set (BENCH_NEIGHBOUR_ONLY=sqlite|postgres runs one).
 */
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_LINKS } from '../src/sending/messageLimits';
import {
  forEachBenchDialect,
  loadAverage,
  startBenchServer,
  withBenchDatabase,
} from './benchServer';
import { startBenchSink } from './benchSink';

const RECIPIENTS = Number(process.env.BENCH_NEIGHBOUR_RECIPIENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_NEIGHBOUR_SECONDS ?? 30);

/** The largest campaign the caps allow: MAX_MESSAGE_LINKS links, just under MAX_MESSAGE_BYTES. */
function largestContent(): string {
  let html = '<html><body style="font-family:Arial,sans-serif">';
  const end = '</body></html>';
  for (let i = 0; ; i++) {
    const piece =
      i < MAX_MESSAGE_LINKS
        ? `<p style="margin:0 0 12px;color:#333">Item ${i} for {{firstName|you}} at {{company|your company}}: <a href="https://shop.example.com/item/${i}?utm_source=crm">see it</a>.</p>\n`
        : `<p style="margin:0 0 12px;color:#333">Filler ${i}: lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod.</p>\n`;
    if (Buffer.byteLength(html + piece + end) > MAX_MESSAGE_BYTES) break;
    html += piece;
  }
  return html + end;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  return withBenchDatabase(dialect, { name: 'neighbour' }, async (database) => {
    const sink = await startBenchSink();
    const server = await startBenchServer(database.url, {
      ...database.env,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Bench <news@example.com>',
      PUBLIC_URL: 'https://crm.example.com',
    });
    const handle = database.open();
    try {
      const api = async (path: string, token: string, init: RequestInit = {}) => {
        const res = await fetch(`${server.base}${path}`, {
          ...init,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        });
        if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        return res.json() as Promise<Record<string, unknown>>;
      };
      // The neighbour: another account with a few contacts of its own.
      const neighbour = (await (
        await fetch(`${server.base}/api/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            username: 'neighbour',
            email: 'neighbour@example.com',
            name: 'Neighbour',
            password: 'bench-Quartz-Lantern-42',
          }),
        })
      ).json()) as { token: string };
      for (let i = 0; i < 20; i++)
        await api('/api/contacts', neighbour.token, {
          method: 'POST',
          body: JSON.stringify({
            firstName: `N${i}`,
            lastName: 'Eighbour',
            email: `n${i}@example.com`,
          }),
        });

      // The sender: the largest allowed campaign, saved through the API (the caps apply), to
      // RECIPIENTS contacts written set-based.
      const content = largestContent();
      const { campaign } = (await api('/api/campaigns', server.token, {
        method: 'POST',
        body: JSON.stringify({ name: 'Largest', subject: 'Hi {{firstName}}', content }),
      })) as { campaign: { id: number } };
      const now = new Date().toISOString();
      for (let start = 0; start < RECIPIENTS; start += 2000) {
        const rows = await handle.db
          .insertInto('contacts')
          .values(
            Array.from({ length: Math.min(2000, RECIPIENTS - start) }, (_, k) => ({
              user_id: server.userId,
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
        await handle.db
          .insertInto('campaign_contacts')
          .values(
            rows.map((r) => ({ campaign_id: campaign.id, contact_id: r.id, created_at: now })),
          )
          .execute();
      }

      const sample = async (until: () => Promise<boolean>) => {
        const times: number[] = [];
        while (!(await until())) {
          const started = performance.now();
          await api('/api/contacts?limit=5', neighbour.token);
          times.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 20));
        }
        return times.sort((a, b) => a - b);
      };
      const forMs = (ms: number) => {
        const end = performance.now() + ms;
        return async () => performance.now() >= end;
      };
      // The floor: the same reads, the server idle.
      await sample(forMs(1000));
      const idle = await sample(forMs(5000));

      const status = async () =>
        await handle.db
          .selectFrom('campaigns')
          .select(['status', 'sent_count'])
          .where('id', '=', campaign.id)
          .executeTakeFirstOrThrow();
      const started = performance.now();
      await api(`/api/campaigns/${campaign.id}/send`, server.token, { method: 'POST' });
      const during = await sample(
        SECONDS > 0
          ? async () => (await forMs(0)()) && performance.now() - started >= SECONDS * 1000
          : async () => (await status()).status === 'sent',
      );
      const seconds = (performance.now() - started) / 1000;
      const sent = await sink.count();

      const p = (xs: number[], q: number) => percentile(xs, q).toFixed(1);
      const p99 = percentile(during, 99);
      console.log(
        `[${dialect}] largest allowed message (${(Buffer.byteLength(content) / 1024).toFixed(0)} KB, ${MAX_MESSAGE_LINKS} links) to ${RECIPIENTS.toLocaleString()} contacts; load average ${loadAverage()}`,
      );
      console.log(
        `  sending     ${sent.toLocaleString()} delivered to the sink in the ${seconds.toFixed(0)} s sampled: ${(sent / seconds).toFixed(0)} msg/s`,
      );
      console.log(
        `  neighbour   GET /api/contacts?limit=5 idle (floor) p50 ${p(idle, 50)} ms, p99 ${p(idle, 99)} ms (${idle.length} reads)`,
      );
      console.log(
        `  during send p50 ${p(during, 50)} ms, p99 ${p99.toFixed(1)} ms, max ${p(during, 100)} ms (${during.length} reads): p99 ratio to the idle floor ${(p99 / percentile(idle, 99)).toFixed(1)}; target p99 < 100 ms ${p99 < 100 ? 'ok' : 'MISSED'}`,
      );
      return p99 < 100;
    } finally {
      await handle.close();
      await server.stop();
      sink.stop();
    }
  });
}

forEachBenchDialect(process.env.BENCH_NEIGHBOUR_ONLY, run)
  .then((met) => process.exit(met ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
