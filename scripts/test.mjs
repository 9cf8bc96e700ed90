#!/usr/bin/env node
// `npm test`: every layer of ARCHITECTURE.md in one command, on a fresh machine as on a developer's.
// Each step runs even when an earlier one failed (so one run shows every failure), except those that
// need an earlier step's output. A layer that cannot run (its config or script missing, no browser,
// the build it needs failed) counts as a failure: a green run means every layer ran. Under CI=true
// the server tests must have run on PostgreSQL as well (.ci/run sets it up or stops). The last line is
// the plain "N passed, N failed" count of tests.
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
/** The names of failed tests, printed again in the summary: CI keeps only the end of the output. */
const failedNames = [];

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

/** A layer that could not run: shown in the summary and counted as a failed test. */
function notRun(name, reason) {
  console.error(`\n━━ ${name}: NOT RUN, ${reason}`);
  results.push({ name, ok: false, seconds: 0, reason });
  failed += 1;
}

/** A step whose success is one test (a script that checks something rather than a test runner). */
function check(name, command, args) {
  const ok = run(name, command, args);
  passed += ok ? 1 : 0;
  failed += ok ? 0 : 1;
  return ok;
}

const isCi = ['true', '1'].includes(String(process.env.CI).toLowerCase());

/**
 * How many server tests ran on each database, from the test names: describeEachDatabase names
 * every server suite `<name> [sqlite]` or `<name> [postgres]`.
 */
function serverTestsByDatabase(file) {
  const counts = { sqlite: 0, postgres: 0 };
  if (!existsSync(file)) return counts;
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
    if (!suite.name.includes('/apps/server/')) continue;
    for (const test of suite.assertionResults ?? []) {
      const database = test.ancestorTitles.join(' ').match(/\[(sqlite|postgres)\]/)?.[1];
      if (database && test.status === 'passed') counts[database] += 1;
    }
  }
  return counts;
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
  // No report: Vitest did not get as far as running tests (a crash, a broken config).
  if (!existsSync(file)) {
    failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = stripAnsi(String(test.failureMessages?.[0] ?? ''))
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' | ')
        .slice(0, 300);
      failedNames.push(`${path.relative(root, suite.name)} > ${test.fullName}: ${reason}`);
    }
  }
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.success || report.numFailedTests ? 0 : 1);
}

/** Where and why an e2e test failed, on one line: the summary is all CI keeps. */
function e2eReason(spec) {
  const error = spec.tests
    ?.flatMap((t) => t.results ?? [])
    .map((r) => r.error)
    .find(Boolean);
  if (!error) return 'no error recorded';
  const message = stripAnsi(String(error.message ?? error.value ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ');
  const at = error.location ? ` (line ${error.location.line})` : '';
  return `${message.slice(0, 400)}${at}`;
}

// eslint-disable-next-line no-control-regex -- colour codes begin with ESC, a control character
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

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

check('changesets', 'node', ['scripts/changeset.check.mjs']);

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim();
if (isCi && !testDatabaseUrl) {
  notRun('server tests on PostgreSQL', 'CI=true needs TEST_DATABASE_URL (.ci/run sets it up)');
}
vitest('unit-and-server', ['unit', 'server']);
countVitest(path.join(reports, 'unit-and-server.json'));
const ranOn = serverTestsByDatabase(path.join(reports, 'unit-and-server.json'));
if (testDatabaseUrl && ranOn.postgres === 0) {
  notRun('server tests on PostgreSQL', 'TEST_DATABASE_URL is set but no test ran on it');
}

if (haveBrowser) {
  vitest('stories', ['storybook']);
  countVitest(path.join(reports, 'stories.json'));
} else {
  notRun('stories', 'no Chromium');
}

check('packages build and pack', 'node', ['--test', 'scripts/packaging.check.mjs']);

const appConfig = 'apps/crm/vite.config.ts';
const budgetScript = 'scripts/check-bundle.mjs';
const e2eConfig = 'apps/crm/playwright.config.ts';
const hasApp = existsSync(path.join(root, appConfig));
if (!hasApp) notRun('app build', `${appConfig} is missing`);
const built = hasApp && run('app build', 'npm', ['run', 'build', '-w', '@crm/app']);

if (!existsSync(path.join(root, budgetScript)))
  notRun('bundle budget', `${budgetScript} is missing`);
else if (!built) notRun('bundle budget', 'it measures the app build, which failed');
else check('bundle budget', 'node', [budgetScript]);

if (!existsSync(path.join(root, e2eConfig))) notRun('end to end', `${e2eConfig} is missing`);
else if (!built) notRun('end to end', 'it drives the app build, which failed');
else if (!haveBrowser) notRun('end to end', 'no Chromium');
else {
  const e2eReport = path.join(reports, 'e2e.json');
  run('end to end', 'npx', ['playwright', 'test', '-c', e2eConfig, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  });
  if (existsSync(e2eReport)) {
    const { stats, suites } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failedNames.push(`${suite.file ?? ''} > ${spec.title}: ${e2eReason(spec)}`);
      }
      (suite.suites ?? []).forEach(walk);
    };
    (suites ?? []).forEach(walk);
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  } else {
    failed += 1;
  }
}

check('storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);

console.log('\n━━ Summary');
for (const { name, ok, seconds, reason } of results) {
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${name} (${reason ? `not run: ${reason}` : `${seconds} s`})`,
  );
}
console.log(
  `\nserver tests passed by database: SQLite ${ranOn.sqlite}, ` +
    (testDatabaseUrl
      ? `PostgreSQL ${ranOn.postgres}`
      : 'PostgreSQL not run (TEST_DATABASE_URL unset; .ci/run sets it up, and CI requires it)'),
);
if (failedNames.length)
  console.log(`\nfailed tests:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
const allOk = results.every((r) => r.ok) && failed === 0;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
