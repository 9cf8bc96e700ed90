/**
 * Contact import through the real endpoint vs the raw insert rate of the same rows.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/import.bench.ts [rows...]
 *
 * Sizes default to 100k and 1M rows (BENCH_IMPORT_ROWS="100000,1000000" or arguments override).
 * The server runs as `npm start` runs it, in a child process on a fresh SQLite file, with every
 * derived structure of the schema (search index, sort indexes, counts, analytics totals); the
 * baseline is the bare insert (rawInsertRate). Target (issue 31): >= 0.6 of it at 1,000,000 rows.
 */
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startBenchServer } from './benchServer';

function row(i: number): string[] {
  return [
    `First${i}`,
    `Last${i}`,
    `user${i}@example.com`,
    `+1 555 ${String(i % 10_000).padStart(4, '0')}`,
    `Company ${i % 5000}`,
    'Manager',
    'lead;newsletter',
  ];
}

async function writeCsv(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  out.write('First Name,Last Name,Email,Phone,Company,Job Title,Tags\n');
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += `${row(i).join(',')}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((r) => out.once('finish', () => r()));
}

/**
 * The floor of the work: a prepared insert of the same rows, in one transaction, into a bare
 * `contacts` table holding only its `(user_id, email)` unique key, with the import's pragmas and
 * page cache. No search index, sort index, count or analytics trigger: those are the product's
 * own costs, which the endpoint must carry within the target ratio. It moves only with SQLite and
 * the machine, never with the product's schema (a baseline on the full schema, triggers included,
 * slowed down with the import and hid a 5x regression).
 */
async function rawInsertRate(dir: string, rows: number, tag: string): Promise<number> {
  const file = path.join(dir, `raw-${rows}-${tag}.db`);
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma(`cache_size = -${(Number(process.env.IMPORT_SQLITE_CACHE_MB) || 32) * 1024}`);
  db.exec(`create table contacts (id integer primary key autoincrement, user_id integer not null,
    first_name text not null, last_name text not null, email text not null, phone text,
    company text, position text, status text not null, tags text not null, lead_source text,
    custom_fields text not null, created_at text not null, unique (user_id, email))`);
  const userId = 1;
  const insert = db.prepare(
    'insert into contacts (user_id, first_name, last_name, email, phone, company, position, status, tags, lead_source, custom_fields, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (user_id, email) do nothing',
  );
  const createdAt = new Date().toISOString();
  const start = performance.now();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const [first, last, email, phone, company, position] = row(i);
      insert.run(
        userId,
        first,
        last,
        email,
        phone,
        company,
        position,
        'subscriber',
        '["lead","newsletter"]',
        null,
        '{}',
        createdAt,
      );
    }
  })();
  const seconds = (performance.now() - start) / 1000;
  db.close();
  return rows / seconds;
}

async function endpointRate(dir: string, csv: string, rows: number) {
  const server = await startBenchServer(path.join(dir, `server-${rows}.db`), {
    // The bench uploads files far above the 50 MB default limit.
    IMPORT_MAX_BYTES: String(1024 * 1024 * 1024),
  });
  // Stopped on a failure too: a server left running keeps this process's output open.
  try {
    if (process.env.BENCH_DEBUG) console.log('idle peak RSS', server.peakRssMb());
    const form = new FormData();
    form.append('file', await openAsBlob(csv), 'contacts.csv');
    const start = performance.now();
    const res = await fetch(`${server.base}/api/contacts/import-file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.token}` },
      body: form,
    });
    const result = (await res.json()) as { importedCount: number };
    const seconds = (performance.now() - start) / 1000;
    if (result.importedCount !== rows)
      throw new Error(`imported ${JSON.stringify(result)} of ${rows}`);
    return { rate: rows / seconds, seconds, maxRssMb: server.peakRssMb() };
  } finally {
    await server.stop();
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const RATE_TARGET_ROWS = 1_000_000;

async function main(): Promise<void> {
  const sizes = (
    process.argv.slice(2).length
      ? process.argv.slice(2)
      : (process.env.BENCH_IMPORT_ROWS ?? '100000,1000000').split(',')
  )
    .map(Number)
    .filter((n) => n > 0);
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-import-bench-'));
  let met = true;
  try {
    for (const rows of sizes) {
      const csv = path.join(dir, `contacts-${rows}.csv`);
      await writeCsv(csv, rows);
      // The raw rate is taken before and after the endpoint run and averaged: on a shared machine
      // the load drifts during a run.
      const rawBefore = await rawInsertRate(dir, rows, 'before');
      const endpoint = await endpointRate(dir, csv, rows);
      const rawAfter = await rawInsertRate(dir, rows, 'after');
      const raw = (rawBefore + rawAfter) / 2;
      const ratio = endpoint.rate / raw;
      // The rate target is the issue's, for the million-row file: a smaller file pays the fixed
      // costs (upload, worker start, cold JIT) over fewer rows, so its ratio is shown, not judged.
      const judged = rows >= RATE_TARGET_ROWS;
      const ratioMet = !judged || ratio >= 0.6;
      const memoryMet = endpoint.maxRssMb < 256;
      met &&= ratioMet && memoryMet;
      console.log(
        `import ${rows.toLocaleString('en-US')} rows: endpoint ${Math.round(endpoint.rate).toLocaleString('en-US')} rows/s (${endpoint.seconds.toFixed(1)} s), ` +
          `raw insert ${Math.round(raw).toLocaleString('en-US')} rows/s (before ${Math.round(rawBefore).toLocaleString('en-US')}, after ${Math.round(rawAfter).toLocaleString('en-US')}) -> ratio ${ratio.toFixed(2)} (${judged ? `target >= 0.6: ${verdict(ratioMet)}` : `target is for ${RATE_TARGET_ROWS.toLocaleString('en-US')} rows`}); ` +
          `server peak RSS ${Math.round(endpoint.maxRssMb)} MB (target < 256: ${verdict(memoryMet)})`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`import targets: ${verdict(met)}`);
  // Shared machines drift: a miss fails the run only when asked to.
  if (!met && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

await main();
