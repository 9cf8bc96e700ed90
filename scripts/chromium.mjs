// Browser tests use Debian's Chromium: nothing can download a browser on these machines.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

/** The Chromium executable to drive, or undefined to let Playwright use its own browser if it has one. */
export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

/** Flags that let Chromium run as root in a container with no network and no GPU. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
