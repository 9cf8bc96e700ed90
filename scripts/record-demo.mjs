#!/usr/bin/env node
// Records the landing page's Watch demo video from the running product: the bundled server on a
// fresh database, an account seeded through the API, and a browser walking the real screens with
// Playwright's video recording. ffmpeg turns the recording into a small VP9 WebM; the captions are
// written from the moment each step's screen showed. Run with `npm run demo:record` after
// `npm run build` (not part of npm test: it takes a few minutes and needs ffmpeg, plus Playwright's
// own recorder binary: `npx playwright install ffmpeg`, or a link to the system ffmpeg).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'apps/crm/public/media');
const videoFile = path.join(outDir, 'beacon-crm-demo.webm');
const captionsFile = path.join(outDir, 'beacon-crm-demo.en.vtt');
const MAX_BYTES = 5 * 1024 * 1024;
const size = { width: 1280, height: 720 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

if (spawnSync('ffmpeg', ['-version']).status !== 0) {
  throw new Error('ffmpeg is missing (apt-get install -y ffmpeg)');
}
if (!existsSync(path.join(root, 'apps/crm/dist/index.html')))
  run('npm', ['run', 'build', '-w', '@crm/app']);
run('node', ['apps/server/scripts/buildServer.mjs']);

const work = mkdtempSync(path.join(tmpdir(), 'crm-demo-'));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
// No SMTP_URL: the campaign goes to the local outbox, as on a fresh install.
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'SMTP_URL')),
    PORT: String(port),
    DATABASE_URL: path.join(work, 'demo.db'),
    NODE_ENV: 'production',
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const user = {
  username: 'maya',
  email: 'maya@northwind-bakery.example',
  name: 'Maya Chen',
  password: 'demo-tour-2025',
};

/** An account with contacts and a campaign to send, made through the public API. */
async function seed() {
  const call = async (method, url, token, body) => {
    const response = await fetch(`${baseURL}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token } = await call('POST', '/api/auth/register', undefined, user);
  const people = [
    ['Ada', 'Lovelace', 'ada@example.com'],
    ['Grace', 'Hopper', 'grace@example.com'],
    ['Linus', 'Pauling', 'linus@example.com'],
    ['Katherine', 'Johnson', 'katherine@example.com'],
    ['Alan', 'Turing', 'alan@example.com'],
    ['Hedy', 'Lamarr', 'hedy@example.com'],
    ['Tim', 'Berners-Lee', 'tim@example.com'],
    ['Margaret', 'Hamilton', 'margaret@example.com'],
  ];
  const { campaign } = await call('POST', '/api/campaigns', token, {
    name: 'Spring menu launch',
    subject: 'Fresh from the oven, {{firstName|friend}}',
    content:
      '<p>Our spring menu is here.</p><p><a href="https://example.com/spring">See the menu</a></p>',
  });
  for (const [firstName, lastName, email] of people) {
    const { contact } = await call('POST', '/api/contacts', token, { firstName, lastName, email });
    await call('POST', `/api/campaigns/${campaign.id}/contacts`, token, { contactId: contact.id });
  }
}

/** Each step's caption, timed from the start of the recording; it starts once its screen shows. */
const cues = [];
let recordingStart = 0;
let open;
function caption(text) {
  const now = (Date.now() - recordingStart) / 1000;
  if (open) open.end = now;
  open = { start: now, end: now, text };
  cues.push(open);
}
const pause = (page, ms) => page.waitForTimeout(ms);

async function tour(page) {
  const nav = (name) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  caption('Beacon CRM: contacts, email campaigns and analytics in one place.');
  await pause(page, 2500);
  await page.mouse.wheel(0, 600);
  await pause(page, 2000);

  await page.goto('/login');
  await page.getByLabel('Username').waitFor();
  caption('Sign in to your account.');
  await page.getByLabel('Username').pressSequentially(user.username, { delay: 60 });
  await page
    .getByLabel('Password', { exact: true })
    .pressSequentially(user.password, { delay: 40 });
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/);

  await page.getByText('Recent Activity').waitFor();
  caption('The dashboard: this month at a glance and what to do next.');
  await pause(page, 3000);

  await nav('Contacts');
  await page.getByText('Margaret').first().waitFor();
  caption('Contacts: search, tag and segment everyone you write to.');
  await pause(page, 3000);

  await nav('Email Templates');
  await page.getByRole('button', { name: 'Use Template: Welcome Email' }).click();
  const builder = page.getByRole('dialog', { name: 'Create Email Template' });
  await builder.getByLabel('Template Name').waitFor();
  caption('Email templates: start from a design and edit it in the drag-and-drop builder.');
  // The recorder keeps the last frame until the page repaints: move over the design's blocks
  // (hover outlines) so the open builder reaches the video.
  for (const [x, y] of [
    [300, 450],
    [450, 520],
    [600, 600],
    [450, 660],
    [300, 520],
  ]) {
    await page.mouse.move(x, y, { steps: 12 });
    await pause(page, 800);
  }
  await page.keyboard.press('Escape');

  await nav('Campaigns');
  const actions = page.getByRole('button', { name: 'Actions for Spring menu launch' });
  await actions.waitFor();
  caption('Campaigns: choose recipients and send. Without a mail server, mail goes to the outbox.');
  await pause(page, 1000);
  await actions.click();
  await pause(page, 800);
  await page.getByRole('menuitem', { name: 'Send now' }).click();
  await pause(page, 1200);
  await page
    .getByRole('alertdialog', { name: 'Send “Spring menu launch” now?' })
    .getByRole('button', { name: 'Send now' })
    .click();
  await pause(page, 3000);

  await nav('Outbox');
  await page.getByRole('grid', { name: 'Stored messages' }).getByRole('row').nth(1).waitFor();
  caption('The outbox keeps every message, ready to inspect.');
  await pause(page, 3000);

  await nav('Analytics');
  await page.getByRole('heading', { name: 'Contact Growth' }).waitFor();
  caption('Analytics: opens, clicks and growth over time.');
  await pause(page, 3500);
  open.end = (Date.now() - recordingStart) / 1000;
}

const stamp = (seconds) => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

let browser;
try {
  await waitForServer();
  await seed();
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    colorScheme: 'light',
    recordVideo: { dir: work, size },
  });
  const page = await context.newPage();
  recordingStart = Date.now();
  await tour(page);
  const raw = await page.video()?.path();
  await context.close();
  if (!raw) throw new Error('no recording');

  mkdirSync(outDir, { recursive: true });
  // VP9 at constant quality: screens are flat colour and text, so 15 fps and a high CRF stay
  // sharp at a fraction of the size; no audio track.
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    raw,
    '-an',
    '-r',
    '15',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    videoFile,
  ]);
  writeFileSync(
    captionsFile,
    `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`).join('\n')}`,
  );
  const bytes = statSync(videoFile).size;
  console.log(
    `${path.relative(root, videoFile)}: ${(bytes / 1024).toFixed(0)} KB, ${cues.length} captions`,
  );
  if (bytes > MAX_BYTES) throw new Error(`the demo is ${bytes} bytes, over the 5 MB budget`);
} finally {
  await browser?.close();
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
