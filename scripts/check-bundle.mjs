#!/usr/bin/env node
// Performance budget of the landing page (issue 7): after `npm run build -w @crm/app`, the JavaScript
// a visitor downloads to see `/` (the entry, the landing route chunk, and everything they import
// statically) must stay within 150 KB gzip, and none of it may belong to a signed-in screen.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/crm/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const LANDING_ROUTE = 'src/routes/LandingRoute.tsx';

// Modules of signed-in screens: their route files, their features, the shell and heavy packages.
const signedInRoutes = [
  'AppLayoutRoute',
  'DashboardRoute',
  'ContactsRoute',
  'CampaignsRoute',
  'EmailTemplatesRoute',
  'AutomationRoute',
  'AnalyticsRoute',
  'BillingRoute',
  'SubscribeRoute',
  'ProfileRoute',
  'ColorPaletteRoute',
].map((name) => `src/routes/${name}.tsx`);
const signedInFeatures =
  /^src\/features\/(shell|dashboard|contacts|campaigns|email-templates|templates|automation|analytics|billing|profile|palette)\//;
// Texts that only signed-in screens render: if one is in a landing chunk, a screen leaked into it.
const signedInMarkers = [
  'No automation workflows yet',
  'No billing history available',
  'Top Performing Campaigns',
  'No recent activity',
  'Manage Subscription',
  'Predefined Themes',
];

if (!existsSync(manifestFile)) {
  console.error(
    `No ${path.relative(root, manifestFile)}: run \`npm run build -w @crm/app\` first.`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
if (!manifest[LANDING_ROUTE]) throw new Error(`The manifest has no chunk for ${LANDING_ROUTE}`);

/** The chunk keys loaded with `key`: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const initial = closure(LANDING_ROUTE, closure(entryKey));
const failures = [];
let total = 0;
console.log('Landing route initial JavaScript (gzip):');
for (const key of [...initial].sort()) {
  const chunk = manifest[key];
  const code = readFileSync(path.join(dist, chunk.file));
  const gzip = gzipSync(code, { level: 9 }).length;
  total += gzip;
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${chunk.file}  (${key})`);
  if (signedInRoutes.includes(key) || signedInFeatures.test(key)) {
    failures.push(`${key} is a signed-in screen module but loads with the landing page`);
  }
  const text = code.toString('utf8');
  for (const marker of signedInMarkers) {
    if (text.includes(marker)) {
      failures.push(
        `${chunk.file} contains "${marker}": signed-in screen code is in the landing bundle`,
      );
    }
  }
}
console.log(
  `  total ${(total / 1024).toFixed(1)} KB of ${(BUDGET_BYTES / 1024).toFixed(0)} KB budget (${initial.size} chunks)`,
);
if (total > BUDGET_BYTES) {
  failures.push(
    `landing initial JS is ${(total / 1024).toFixed(1)} KB gzip, over the 150 KB budget`,
  );
}
const lazyScreens = signedInRoutes.filter((key) => manifest[key]);
console.log(`Signed-in route chunks (lazy): ${lazyScreens.length}`);

if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('Bundle budget: ok');
