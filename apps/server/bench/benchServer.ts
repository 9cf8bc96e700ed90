import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildServer, serverNodeFlags } from '../scripts/buildServer.mjs';

export interface BenchServer {
  base: string;
  /** A registered user to act as. */
  token: string;
  userId: number;
  /** The server process's id (CPU time from /proc). */
  pid: number;
  /** The server's peak resident memory so far (VmHWM), workers included. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

let built: Promise<string> | undefined;

/**
 * The server as `npm start` runs it (bundled once per bench run, see scripts/buildServer.mjs), in a
 * child process on the given SQLite file, with one registered user. Linux only (/proc).
 */
export async function startBenchServer(
  file: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  built ??= buildServer();
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a bench.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, await built], {
    env: { ...process.env, PORT: '0', DATABASE_URL: file, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'bench',
      email: 'bench@example.com',
      name: 'Bench',
      password: 'bench-Quartz-Lantern-42',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  return {
    base,
    token,
    userId: user.id,
    pid: child.pid!,
    peakRssMb: () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) /
      1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
