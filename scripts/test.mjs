#!/usr/bin/env node
// `npm test`: every layer of ARCHITECTURE.md in one command, on a fresh machine as on a developer's.
// Each step runs even when an earlier one failed (so one run shows every failure), except those that
// need an earlier step's output. The last line is the plain "N passed, N failed" count of tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, { env = {} } = {}) {
  console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function ensureChromium() {
  if (findChromium()) return true;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package (browser tests need it).");
    run('install chromium', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (findChromium()) return true;
  }
  console.error(
    "No Chromium found. Browser tests need one: install Debian's `chromium` package " +
      '(apt-get install chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  return false;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.success || report.numFailedTests ? 0 : 1);
}

const vitest = (name, projects, extra = []) =>
  run(name, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ...extra,
  ]) || true;

const haveBrowser = ensureChromium();

run('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']);

vitest('unit-and-server', ['unit', 'server']);
countVitest(path.join(reports, 'unit-and-server.json'));

if (haveBrowser) {
  vitest('stories', ['storybook']);
  countVitest(path.join(reports, 'stories.json'));
} else {
  results.push({ name: 'stories', ok: false, seconds: 0 });
}

const packaging = run('packages build and pack', 'node', ['--test', 'scripts/packaging.check.mjs']);
passed += packaging ? 1 : 0;
failed += packaging ? 0 : 1;

const hasApp = existsSync(path.join(root, 'apps/crm/vite.config.ts'));
if (hasApp) {
  const built = run('app build', 'npm', ['run', 'build', '-w', '@crm/app']);
  if (built && existsSync(path.join(root, 'scripts/check-bundle.mjs'))) {
    const budget = run('bundle budget', 'node', ['scripts/check-bundle.mjs']);
    passed += budget ? 1 : 0;
    failed += budget ? 0 : 1;
  }
  const e2eConfig = path.join(root, 'apps/crm/playwright.config.ts');
  if (built && haveBrowser && existsSync(e2eConfig)) {
    const e2eReport = path.join(reports, 'e2e.json');
    run('end to end', 'npx', ['playwright', 'test', '-c', e2eConfig, '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    if (existsSync(e2eReport)) {
      const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
      passed += stats.expected ?? 0;
      failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    } else {
      failed += 1;
    }
  }
}

const storybookBuilt = run('storybook build', 'npx', [
  'storybook',
  'build',
  '--quiet',
  '-o',
  'storybook-static',
]);
passed += storybookBuilt ? 1 : 0;
failed += storybookBuilt ? 0 : 1;

console.log('\n━━ Summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
}
const allOk = results.every((r) => r.ok) && failed === 0;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
