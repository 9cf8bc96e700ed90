/**
 * Contact export through the real endpoint vs the bare query iterated without writing anything.
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/export.bench.ts [rows]
 *
 * Sizes default to 100k and 1M rows (BENCH_EXPORT_ROWS="100000,1000000" or arguments override). The server runs
 * as `npm start` runs it, in a child process on a fresh SQLite file, so its peak RSS is its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startBenchServer } from './benchServer';

function fill(file: string, userId: number, rows: number): void {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare(
    'insert into contacts (user_id, first_name, last_name, email, phone, company, position, status, tags, lead_source, custom_fields, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const createdAt = new Date().toISOString();
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      insert.run(
        userId,
        `First${i}`,
        `Last${i}`,
        `user${i}@example.com`,
        `+1 555 ${i % 10_000}`,
        `Company ${i % 5000}`,
        'Manager',
        'subscriber',
        '["lead","newsletter"]',
        i % 3 ? null : 'Website',
        i % 5 ? '{}' : '{"plan":"gold"}',
        createdAt,
      );
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The baseline: the same rows, same order, read through the (user_id, id) index and dropped. */
function bareQueryRate(file: string, userId: number): number {
  const db = new SQLite(file, { readonly: true });
  const start = performance.now();
  let n = 0;
  for (const row of db
    .prepare('select * from contacts where user_id = ? order by id')
    .iterate(userId)) {
    if (row) n++;
  }
  const seconds = (performance.now() - start) / 1000;
  db.close();
  return n / seconds;
}

/** One export run on a fresh server and file; returns whether it met the targets. */
async function exportRun(rows: number): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-export-bench-'));
  const file = path.join(dir, 'export.db');
  const server = await startBenchServer(file);
  try {
    fill(file, server.userId, rows);

    const bareBefore = bareQueryRate(file, server.userId);
    const start = performance.now();
    const res = await fetch(`${server.base}/api/contacts/export`, {
      headers: { Authorization: `Bearer ${server.token}` },
    });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const seconds = (performance.now() - start) / 1000;
    const bareAfter = bareQueryRate(file, server.userId);
    if (lines !== rows + 1) throw new Error(`exported ${lines - 1} of ${rows} rows`);
    const maxRssMb = server.peakRssMb();
    const rate = rows / seconds;
    const bare = (bareBefore + bareAfter) / 2;
    const ratioMet = rate / bare >= 0.5;
    const memoryMet = maxRssMb < 256;
    console.log(
      `export ${rows.toLocaleString('en-US')} rows: endpoint ${Math.round(rate).toLocaleString('en-US')} rows/s (${seconds.toFixed(1)} s, ${Math.round(bytes / 1024 / 1024)} MB), ` +
        `bare query ${Math.round(bare).toLocaleString('en-US')} rows/s -> ratio ${(rate / bare).toFixed(2)} (target >= 0.5: ${verdict(ratioMet)}); ` +
        `server peak RSS ${Math.round(maxRssMb)} MB (target < 256: ${verdict(memoryMet)})`,
    );
    return ratioMet && memoryMet;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

/**
 * Sizes default to 100k and 1M rows, so the peak memory shows whether it stays flat as the export
 * grows. A missed target fails the run only with BENCH_STRICT=1: shared machines drift.
 */
async function main(): Promise<void> {
  const sizes = (
    process.argv.slice(2).length
      ? process.argv.slice(2)
      : (process.env.BENCH_EXPORT_ROWS ?? '100000,1000000').split(',')
  )
    .map(Number)
    .filter((n) => n > 0);
  let met = true;
  for (const rows of sizes) met = (await exportRun(rows)) && met;
  console.log(`export targets: ${verdict(met)}`);
  if (!met && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

await main();
