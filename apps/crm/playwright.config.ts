import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { startDnsTestServer } from '@crm/server/dnsTestServer';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

// Workers load this file again: they inherit the port and database chosen by the main process.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATABASE_URL ??= path.join(mkdtempSync(path.join(tmpdir(), 'crm-e2e-')), 'crm.db');
const port = Number(process.env.E2E_PORT);
// The Sending domain journey's DNS: the server asks this one (DNS_SERVERS), never the machine's
// resolver, so the page shows the same records offline and in CI. Started once, by the main process.
if (!process.env.E2E_DNS_SERVER) {
  const dns = await startDnsTestServer({
    'shop.e2e.test': { TXT: ['v=spf1 mx -all'] },
    '_dmarc.shop.e2e.test': { TXT: ['v=DMARC1; p=none'] },
  });
  process.env.E2E_DNS_SERVER = dns.address;
}
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, 'test-results/e2e-artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Whole journeys (tag, compose, add to campaign, bulk delete) on a CI machine that ran three
  // times slower than a quiet one: room for that.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Builds the app when there is no build yet, then runs the real server on a fresh database.
    command:
      'test -f apps/crm/dist/index.html || npm run build -w @crm/app && ' +
      'node apps/server/scripts/buildServer.mjs && exec node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      NODE_ENV: 'production',
      // Every test registers its own users from this one address.
      REGISTER_MAX_PER_HOUR: '100000',
      DNS_SERVERS: process.env.E2E_DNS_SERVER,
      // The Webhooks journey posts to its own receiver on 127.0.0.1, an address the server
      // refuses by default (its SSRF guard).
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
  },
});
