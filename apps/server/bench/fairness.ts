/**
 * Import fairness: one account floods the import queue with parallel imports while another sends a
 * three-row file; prints how long the small import took (or its refusal).
 *
 *   node --import tsx --conditions=@crm/source apps/server/bench/fairness.ts [floodImports] [rows]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBenchServer } from './benchServer';

const flood = Number(process.argv[2] ?? 10);
const rows = Number(process.argv[3] ?? 50_000);

function csv(n: number, prefix: string): string {
  let out = 'First Name,Last Name,Email\n';
  for (let i = 0; i < n; i++) out += `F${i},L${i},${prefix}${i}@example.com\n`;
  return out;
}

async function upload(base: string, token: string, text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), 'c.csv');
  const start = performance.now();
  const res = await fetch(`${base}/api/contacts/import-file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, ms: performance.now() - start, message: body.message };
}

const dir = mkdtempSync(path.join(tmpdir(), 'crm-fairness-'));
const server = await startBenchServer(path.join(dir, 'fair.db'));
try {
  const reg = await fetch(`${server.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'small',
      email: 'small@example.com',
      name: 'Small',
      password: 'bench-Quartz-Lantern-42',
    }),
  });
  const small = (await reg.json()) as { token: string };
  const floods = Array.from({ length: flood }, (_, i) =>
    upload(server.base, server.token, csv(rows, `f${i}x`)),
  );
  // Let the flood's uploads arrive and queue first.
  await new Promise((r) => setTimeout(r, 1500));
  const mine = await upload(server.base, small.token, csv(3, 's'));
  const results = await Promise.all(floods);
  const byStatus = new Map<number, number>();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  console.log(
    `flood: ${flood} imports of ${rows.toLocaleString('en-US')} rows -> ${[...byStatus].map(([s, n]) => `${n} x ${s}`).join(', ')}; ` +
      `slowest ${Math.round(Math.max(...results.map((r) => r.ms)))} ms`,
  );
  console.log(
    `other account's 3-row import: ${mine.status} after ${Math.round(mine.ms)} ms${mine.message ? ` (${mine.message})` : ''}`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
