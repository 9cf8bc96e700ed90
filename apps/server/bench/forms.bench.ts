/**
 * The signup form's submission endpoint (issue 28 §4): `POST /f/:publicId` (JSON, as the script
 * embed posts; double opt-in, so each new subscriber is a pending contact, a consent record, a
 * submission and a queued confirmation mail) through the real server (bundled, as `npm start`
 * runs it). In the same run, the floor: `GET /api/health`, the server's trivial public route.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/forms.bench.ts
 *
 * 1. Most each answers a second, unbounded (BENCH_FORMS_CONNECTIONS, default 20): the submission
 *    as a ratio of the floor.
 * 2. 500 submissions a second held for BENCH_FORMS_SECONDS (default 5): target p99 under 100 ms.
 * 3. A flood from one address at form A (unbounded) while form B takes 100 a second from
 *    visitors: A's flood is throttled (429) and B's p99 stays under 100 ms, every answer a 200.
 *
 * Every visitor has an address of their own (TRUST_PROXY, `X-Forwarded-For` in 198.18.0.0/15,
 * the benchmarking range: a header only, no traffic goes there) and an address to subscribe, as
 * on a real site; the per-address throttle then never trips but in the flood. SQLite; PostgreSQL
 * too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (BENCH_FORMS_ONLY=sqlite|postgres).
 */
import autocannon from 'autocannon';
import {
  forEachBenchDialect,
  loadAverage,
  settle,
  startBenchServer,
  withBenchDatabase,
} from './benchServer';

const SECONDS = Number(process.env.BENCH_FORMS_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_FORMS_CONNECTIONS ?? 20);
const RATE = 500;
const TARGET_P99_MS = 100;

interface Figures {
  rps: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = count ?? 0;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

let visitor = 0;
/** A new visitor: their own client address and an address to subscribe. */
const nextVisitor = () => {
  const n = visitor++;
  return {
    ip: `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
    email: `visitor${n}@example.com`,
  };
};

async function run(dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  return withBenchDatabase(dialect, { name: 'forms' }, async (database) => {
    const server = await startBenchServer(database.url, {
      ...database.env,
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://crm.example.com',
    });
    try {
      const createForm = async (name: string) => {
        const res = await fetch(`${server.base}/api/forms`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${server.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name,
            fields: [
              { key: 'email', type: 'email', label: 'Email' },
              { key: 'firstName', type: 'text', label: 'First name' },
            ],
            consent: { text: 'Send me the news.', required: true },
            tags: ['newsletter'],
          }),
        });
        if (res.status !== 201) throw new Error(`create form: ${res.status} ${await res.text()}`);
        const { form } = (await res.json()) as { form: { publicId: string } };
        const start = (await (await fetch(`${server.base}/f/${form.publicId}/start`)).json()) as {
          filledFrom: string;
        };
        return { url: `${server.base}/f/${form.publicId}`, filledFrom: start.filledFrom };
      };
      const [formA, formB] = [await createForm('A'), await createForm('B')];
      // The signed time each form was shown is reused by every visitor: it is past the minimum
      // fill time (2 s) once this wait is over.
      await new Promise((resolve) => setTimeout(resolve, 2100));

      const submissions = (form: { url: string; filledFrom: string }, fixedIp?: string) => ({
        url: form.url,
        method: 'POST' as const,
        headers: { 'Content-Type': 'application/json' },
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              const who = nextVisitor();
              return {
                ...req,
                headers: { ...req.headers, 'X-Forwarded-For': fixedIp ?? who.ip },
                body: JSON.stringify({
                  _t: form.filledFrom,
                  email: who.email,
                  firstName: 'Visitor',
                  consent: 'on',
                }),
              };
            },
          },
        ],
      });

      // Warm the JIT and the database's caches.
      await load({ url: `${server.base}/api/health`, connections: 2, duration: 1 });
      await load({ ...submissions(formB), connections: 2, amount: 200 });
      await settle();

      const floor = await load({
        url: `${server.base}/api/health`,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      await settle();
      const most = await load({
        ...submissions(formA),
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      await settle();
      const held = await load({
        ...submissions(formB),
        connections: CONNECTIONS,
        duration: SECONDS,
        overallRate: RATE,
      });
      await settle();
      const floodIp = '198.19.255.254';
      const [flood, other] = await Promise.all([
        load({ ...submissions(formA, floodIp), connections: 10, duration: SECONDS }),
        load({
          ...submissions(formB),
          connections: 10,
          duration: SECONDS,
          overallRate: 100,
        }),
      ]);

      // Answers still in flight when a run's time is up finish before the server stops.
      await settle();
      const count = (f: Figures, code: string) => f.statuses[code] ?? 0;
      const total = (f: Figures) => Object.values(f.statuses).reduce((a, b) => a + b, 0);
      const onlyOk = (f: Figures) => f.errors === 0 && count(f, '200') === total(f);
      const heldOk = held.rps >= RATE * 0.95 && held.p99 < TARGET_P99_MS && onlyOk(held);
      const floodOk =
        count(flood, '429') >= total(flood) - 20 && other.p99 < TARGET_P99_MS && onlyOk(other);
      const line = (name: string, f: Figures, extra = '') =>
        console.log(
          `  ${name.padEnd(44)} ${f.rps.toFixed(0).padStart(6)}/s  p99 ${String(f.p99).padStart(3)} ms  ${Object.entries(
            f.statuses,
          )
            .map(([code, n]) => `${n} x ${code}`)
            .join(', ')}${f.errors ? `, ${f.errors} errors` : ''}${extra}`,
        );
      console.log(
        `[${dialect}] form submissions, ${SECONDS} s a run, ${CONNECTIONS} connections; load average ${loadAverage()}`,
      );
      line('GET /api/health (floor, most a second)', floor);
      line(
        'POST /f/:id (most a second)',
        most,
        `  (${((most.rps / floor.rps) * 100).toFixed(1)}% of the floor)`,
      );
      line(
        `POST /f/:id at ${RATE}/s`,
        held,
        `  target ${RATE}/s with p99 < ${TARGET_P99_MS} ms: ${heldOk ? 'ok' : 'MISSED'}`,
      );
      line('flood: one address at form A (most a second)', flood);
      line(
        'meanwhile form B at 100/s from visitors',
        other,
        `  flood throttled, B unharmed: ${floodOk ? 'ok' : 'MISSED'}`,
      );
      return heldOk && floodOk;
    } finally {
      await server.stop();
    }
  });
}

forEachBenchDialect(process.env.BENCH_FORMS_ONLY, run)
  .then((met) => process.exit(met ? 0 : 1))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
