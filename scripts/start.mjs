#!/usr/bin/env node
// `npm start`: builds the web app when it has not been built yet, then runs the server workspace's
// own start script (apps/server/scripts/startServer.mjs, its `npm start`: it bundles the server,
// always, since that takes well under a second and never leaves a stale server) serving API + app
// on http://localhost:3000 (PORT overrides) with SQLite at data/crm.db (DATABASE_URL overrides).
// `npm start -- --seed-demo` (or SEED_DEMO=1) also creates the demo account and prints its password.
// The root runs the apps' scripts as processes, never imports their files (dependencies point from
// apps to packages, not from the root into an app). Not through `npm run -w`: npm does not pass a
// SIGTERM on to the script, which then outlives it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const appDir = path.join(root, 'apps', 'crm');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function buildAppIfMissing() {
  if (existsSync(path.join(appDir, 'dist', 'index.html'))) return;
  let scripts = {};
  try {
    scripts = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).scripts ?? {};
  } catch {
    // no app workspace: serve the API alone
  }
  const hasViteConfig = [
    'vite.config.ts',
    'vite.config.mts',
    'vite.config.js',
    'vite.config.mjs',
  ].some((f) => existsSync(path.join(appDir, f)));
  if (!scripts.build || !hasViteConfig) {
    console.log('The web app is not buildable yet; serving the API with a placeholder page.');
    return;
  }
  console.log('Building the web app (first start only)...');
  const result = spawnSync(npm, ['run', 'build', '-w', '@crm/app'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(
      'The web app build failed; starting the API anyway (the app shows a placeholder).',
    );
  }
}

buildAppIfMissing();

const server = spawn(
  process.execPath,
  [path.join(root, 'apps', 'server', 'scripts', 'startServer.mjs'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
});
