#!/usr/bin/env node
// Performance budget of the landing page (issue 7): after `npm run build -w @crm/app`, the JavaScript
// a visitor downloads to see `/` (the entry, the landing route chunk, and every chunk they import
// statically) must stay within its budget (below), and none of it may belong to a signed-in screen.
//
// Which source modules went into which chunk comes from the bundler itself (the `crm:chunk-modules`
// plugin in apps/crm/vite.config.ts). File names and marker strings cannot tell what a shared chunk
// holds; the module list can, whatever the bundler decides to merge.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The growth past 150 KB (151.5 KB) was the API client: every area's calls and response schemas
// (analytics, sending, imports, ...) sat in the entry chunk, though the landing page calls none of
// them for an anonymous visitor. The app now loads the client on its first call (142.5 KB).
// 152 KB since issue 33: the route table (apps/crm/src/app/router.tsx, every route's path, title
// and lazy import) is in the entry, and its three Settings screens took the landing to 150.3 KB.
// To win it back: move signed-in routes' titles into their lazy chunks.
const BUDGET_BYTES = 152 * 1024;
const root = path.resolve(import.meta.dirname, '..');
const app = 'apps/crm';
const dist = path.join(root, app, 'dist');
const reportFile = path.join(dist, '.vite/chunk-modules.json');
const LANDING_ROUTE = `${app}/src/routes/LandingRoute.tsx`;

// Public routes and features; every other route file and feature folder is signed-in, so a screen
// added later is covered without editing this list.
const publicRoutes = new Set([
  'LandingRoute',
  'LoginRoute',
  'RegisterRoute',
  'ChangePasswordRoute',
  'LogoutRoute',
  'PrivacyPolicyRoute',
  'TestRoute',
  'NotFoundRoute',
]);
const publicFeatures = new Set(['landing', 'auth', 'site']);

const signedInRoutes = readdirSync(path.join(root, app, 'src/routes'))
  .filter((file) => /^\w+Route\.tsx$/.test(file) && !publicRoutes.has(file.replace('.tsx', '')))
  .map((file) => `${app}/src/routes/${file}`);
const signedInFeatures = readdirSync(path.join(root, app, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !publicFeatures.has(entry.name))
  .map((entry) => `${app}/src/features/${entry.name}/`);

/** Why a module must not load with the landing page, or null when it may. */
function signedInReason(moduleId) {
  const id = moduleId.replace(/\?.*$/, '');
  if (signedInRoutes.includes(id)) return 'a signed-in route';
  if (signedInFeatures.some((folder) => id.startsWith(folder))) return 'a signed-in feature';
  // Packages and widgets only signed-in screens use: the palette generator, the email builder,
  // the shell's sidebar, the lists' table, the contacts import's CSV parser.
  if (id.startsWith('packages/palette/')) return '@crm/palette';
  if (id.startsWith('packages/email-builder/')) return '@crm/email-builder';
  if (/^packages\/ui\/src\/components\/(Sidebar|Table)\//.test(id)) return "the shell's widgets";
  if (id.startsWith('node_modules/papaparse/')) return 'papaparse';
  return null;
}

if (!existsSync(reportFile)) {
  console.error(`No ${path.relative(root, reportFile)}: run \`npm run build -w @crm/app\` first.`);
  process.exit(1);
}
/** @type {{ file: string, isEntry: boolean, facadeModule: string | null, imports: string[], modules: Record<string, number> }[]} */
const chunks = JSON.parse(readFileSync(reportFile, 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const entries = chunks.filter((chunk) => chunk.isEntry);
const landing = chunks.find((chunk) => chunk.facadeModule === LANDING_ROUTE);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
if (!landing) throw new Error(`No chunk has ${LANDING_ROUTE} as its facade`);

// If the report's module ids changed shape (absolute paths, another root), nothing would match and
// the check would pass vacuously: every signed-in route must show up somewhere in the build.
const allModules = new Set(chunks.flatMap((chunk) => Object.keys(chunk.modules)));
const unseen = signedInRoutes.filter((route) => !allModules.has(route));
if (unseen.length) {
  throw new Error(`The build report lists no module for ${unseen.join(', ')}: is it stale?`);
}

/** The chunk files loaded with `file`: itself and its static imports, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  const chunk = byFile.get(file);
  if (!chunk) throw new Error(`The build report has no chunk ${file}`);
  seen.add(file);
  for (const imported of chunk.imports) closure(imported, seen);
  return seen;
}

const initial = closure(landing.file, closure(entries[0].file));
const failures = [];
let total = 0;
console.log('Landing route initial JavaScript (gzip):');
for (const file of [...initial].sort()) {
  const chunk = byFile.get(file);
  // Vite drops a chunk that holds only CSS after the report is written (Button's and Spinner's
  // styles, shared by many routes): it ships no JavaScript, and its file does not exist.
  const cssOnly = Object.entries(chunk.modules).every(
    ([id, bytes]) => bytes === 0 && id.endsWith('.css'),
  );
  if (cssOnly && !existsSync(path.join(dist, file))) continue;
  const gzip = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gzip;
  const facade = chunk.facadeModule ? `  (${chunk.facadeModule})` : '';
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}${facade}`);
  for (const [moduleId, renderedLength] of Object.entries(chunk.modules)) {
    // A module tree-shaken to nothing (a type-only import, extracted CSS) ships no code.
    const reason = renderedLength > 0 && signedInReason(moduleId);
    if (reason) failures.push(`${moduleId} (${reason}) loads with the landing page, in ${file}`);
  }
}
console.log(
  `  total ${(total / 1024).toFixed(1)} KB of ${(BUDGET_BYTES / 1024).toFixed(0)} KB budget (${initial.size} chunks)`,
);
if (total > BUDGET_BYTES) {
  failures.push(
    `landing initial JS is ${(total / 1024).toFixed(1)} KB gzip, over the ${BUDGET_BYTES / 1024} KB budget`,
  );
}
console.log(
  `Signed-in routes checked: ${signedInRoutes.length}; features: ${signedInFeatures.length}`,
);

if (failures.length) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('Bundle budget: ok');
