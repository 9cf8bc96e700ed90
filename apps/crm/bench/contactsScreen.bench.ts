/**
 * The Contacts screen in Chromium with a million contacts (issue 12): the time from navigation to the
 * first rows on screen, against the same screen for an account of 100 contacts in the same run (the
 * machine's load drifts, so the ratio is the figure to compare), and the time from dragging the
 * scrollbar to the middle (row ~500,000) until that row shows, with the rows in the DOM there.
 *
 *   node --import tsx --conditions=@crm/source apps/crm/bench/contactsScreen.bench.ts
 *
 * The server runs as `npm start` runs it (bundled, production, through the benches' shared
 * startBenchServer) on a temporary SQLite file; contacts
 * arrive through the real CSV import. BENCH_SCREEN_CONTACTS (default 1,000,000) sets the big list,
 * BENCH_SCREEN_RUNS (default 5) the navigations measured per account (the median is printed).
 * BENCH_SCREEN_SHOTS=<dir> also saves the screen at 1280 and 390 px wide, light and dark, there, to
 * look at the big list as a user sees it. Builds the app first when apps/crm/dist is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { loadAverage as load, startBenchServer } from '@crm/server/bench';
import { dragScrollbarThumb } from '../e2e/scrollbar';

const CONTACTS = Number(process.env.BENCH_SCREEN_CONTACTS ?? 1_000_000);
const SMALL = 100;
const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
/** Target of issue 12: first rows within 1 s of navigation at a million contacts. */
const FIRST_ROWS_TARGET_MS = 1000;
/** Target of issue 12: a bounded DOM however far one scrolls. */
const DOM_ROWS_TARGET = 200;

const root = path.resolve(import.meta.dirname, '../../..');

function run(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${status}`);
}

async function register(base: string, name: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      name,
      password: 'bench-Quartz-Lantern-42',
    }),
  });
  if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** `count` contacts through the CSV import, as a user would bring them. */
async function importContacts(base: string, token: string, count: number) {
  const lines = ['First Name,Last Name,Email,Company'];
  for (let i = 1; i <= count; i++) {
    lines.push(`Person,${String(i).padStart(7, '0')},p${i}@example.com,Company ${i % 5000}`);
  }
  const form = new FormData();
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'contacts.csv');
  const started = performance.now();
  const res = await fetch(`${base}/api/contacts/import-file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { importedCount?: number; message?: string };
  if (!res.ok || body.importedCount !== count) {
    throw new Error(`import of ${count}: ${res.status} ${JSON.stringify(body)}`);
  }
  return performance.now() - started;
}

/**
 * Milliseconds from navigation start to the first contact row in the DOM, read by a MutationObserver
 * installed before the page's own scripts, so polling does not blur the figure.
 */
async function timeToFirstRows(browser: Browser, base: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((value) => {
    localStorage.setItem('authToken', value);
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="grid"] [role="rowheader"]')) {
        (window as unknown as { firstRowsAt: number }).firstRowsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, token);
  const page = await context.newPage();
  await page.goto(`${base}/contacts`);
  await page.waitForFunction(() => 'firstRowsAt' in window, undefined, { timeout: 30_000 });
  const ms = await page.evaluate(() => (window as unknown as { firstRowsAt: number }).firstRowsAt);
  return { ms, page, context };
}

/** The screen with the big list at a desktop and a phone width, in both themes. */
async function screenshots(browser: Browser, base: string, token: string, dir: string) {
  for (const width of [1280, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 800 : 844 },
        colorScheme: theme,
      });
      await context.addInitScript(
        ({ value, scheme }) => {
          localStorage.setItem('authToken', value);
          localStorage.setItem('theme', scheme);
        },
        { value: token, scheme: theme },
      );
      const page = await context.newPage();
      await page.goto(`${base}/contacts`);
      await page.getByRole('rowheader').first().waitFor();
      await page.getByText('Loading contacts…').waitFor({ state: 'detached' });
      await page.screenshot({ path: path.join(dir, `contacts-${width}-${theme}.png`) });
      await context.close();
    }
  }
  console.log(`screenshots in ${dir}`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync(path.join(root, 'apps/crm/dist/index.html'))) {
    run('npm', ['run', 'build', '-w', '@crm/app']);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'crm-screen-bench-'));
  const server = await startBenchServer(path.join(dir, 'crm.db'), {
    NODE_ENV: 'production',
    IMPORT_MAX_BYTES: String(200 * 1024 * 1024),
  });
  // Scrollbars shown (headless hides them by default), so the drag below is the mouse on the thumb.
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  let closing = false;
  browser.on('disconnected', () => {
    if (!closing) console.error(`chromium went away (load ${load()})`);
  });
  let ok = true;
  try {
    const small = await register(server.base, 'small');
    const big = server.token;
    await importContacts(server.base, small, SMALL);
    const importMs = await importContacts(server.base, big, CONTACTS);
    console.log(
      `seeded ${CONTACTS.toLocaleString('en-US')} contacts by CSV import in ${(importMs / 1000).toFixed(1)} s (load ${load()})`,
    );

    const figures: Record<'small' | 'big', number[]> = { small: [], big: [] };
    // Alternate the accounts so both see the same drift of the machine's load; the first
    // navigation warms the browser's cache of the app's assets and is not counted.
    for (let i = 0; i <= RUNS; i++) {
      for (const [name, token] of [
        ['small', small],
        ['big', big],
      ] as const) {
        const { ms, context } = await timeToFirstRows(browser, server.base, token);
        if (i > 0) figures[name].push(ms);
        await context.close();
      }
    }
    const smallMs = median(figures.small);
    const bigMs = median(figures.big);
    console.log(
      `first rows after navigation: ${SMALL} contacts ${smallMs.toFixed(0)} ms, ` +
        `${CONTACTS.toLocaleString('en-US')} contacts ${bigMs.toFixed(0)} ms ` +
        `(ratio ${(bigMs / smallMs).toFixed(2)}, median of ${RUNS}, load ${load()}; ` +
        `target < ${FIRST_ROWS_TARGET_MS} ms)`,
    );
    if (bigMs >= FIRST_ROWS_TARGET_MS) ok = false;

    // Drag the scrollbar's thumb with the mouse to the middle of its track, and time it from the
    // press until the rows there show, fetched by position, without a skeleton row left in view.
    const { page, context } = await timeToFirstRows(browser, server.base, big);
    const grid = page.getByRole('grid', { name: 'Contacts' });
    const started = await page.evaluate(() => performance.now());
    const { moved } = await dragScrollbarThumb(page, grid.locator('xpath=../../..'), 0.5, 10);
    const middle = Math.round(moved * CONTACTS);
    const landing = await grid.evaluate(
      async (element, { wanted, since }) => {
        for (;;) {
          const names = [...element.querySelectorAll('[role="rowheader"]')].map(
            (cell) => cell.textContent ?? '',
          );
          // Until the new window renders, the rows of the top are still there: wait for the middle.
          const near = names.some(
            (name) => Math.abs(Number(/Person (\d+)/.exec(name)?.[1]) - wanted) < 100,
          );
          const pending = element.querySelector('[role="row"][aria-disabled="true"]');
          if (near && !pending) return { ms: performance.now() - since, names };
          if (performance.now() - since > 30_000) throw new Error('rows never showed');
          await new Promise(requestAnimationFrame);
        }
      },
      { wanted: middle, since: started },
    );
    const shown = landing.names
      .map((name) => Number(/Person (\d+)/.exec(name)?.[1]))
      .filter(Number.isFinite);
    const domRows = await grid.getByRole('row').count();
    console.log(
      `dragged to the middle: rows ${Math.min(...shown).toLocaleString('en-US')}–` +
        `${Math.max(...shown).toLocaleString('en-US')} (row ${middle.toLocaleString('en-US')} wanted) ` +
        `shown ${landing.ms.toFixed(0)} ms after the press (the drag included), ${domRows} rows in the DOM ` +
        `(target < ${DOM_ROWS_TARGET}) (load ${load()})`,
    );
    if (domRows >= DOM_ROWS_TARGET) ok = false;
    if (Math.abs(Math.min(...shown) - middle) > 100) ok = false;
    await context.close();

    const shots = process.env.BENCH_SCREEN_SHOTS;
    if (shots) await screenshots(browser, server.base, big, shots);
  } finally {
    closing = true;
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (!ok) console.log('a target was missed');
}

await main();
