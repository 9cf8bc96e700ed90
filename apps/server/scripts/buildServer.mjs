#!/usr/bin/env node
// `npm run build -w @crm/server` (and every `npm start`): bundles the server and its import workers
// into plain JavaScript in apps/server/dist, so production runs without a TypeScript loader. Under
// tsx the server started at ~140 MB of memory instead of ~96 MB (tsx keeps a loader thread), and each
// import worker spent ~200 ms registering tsx again. npm packages stay imports; our @crm/* packages,
// which are TypeScript source, are bundled. Dynamic imports stay separate chunks, so exceljs and
// pdf.js still load only for their file types. It takes well under a second, so it runs every time.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
export const serverDist = path.join(serverDir, 'dist');
const transfer = path.join(serverDir, 'src', 'transfer');

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@crm/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Node flags the server runs with (npm start, the benches). Young-generation semi-spaces of 4 MB
 * instead of V8's 16 MB: sending allocates fast and short-lived (MIME parts per message), and the
 * larger nursery alone put the process 30 MB higher (send bench peak 215 -> 184 MB, same rate and
 * CPU per message).
 */
export const serverNodeFlags = ['--max-semi-space-size=4'];

export async function buildServer() {
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(serverDir, 'src', 'main.ts'),
      // Beside main.js, where workerScripts.ts looks for them.
      parseWorker: path.join(transfer, 'parse', 'parseWorker.ts'),
      storeWorker: path.join(transfer, 'store', 'storeWorker.ts'),
      // Beside main.js, where sending/render/renderPool.ts looks for it.
      renderWorker: path.join(serverDir, 'src', 'sending', 'render', 'renderWorker.ts'),
    },
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['@crm/source'],
    plugins: [externalPackages],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return path.join(serverDist, 'main.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const main = await buildServer();
  console.log(
    `Built ${path.relative(process.cwd(), main)} in ${Math.round(performance.now() - started)} ms`,
  );
}
