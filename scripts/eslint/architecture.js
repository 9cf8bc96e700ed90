// Holds the dependency rules of ARCHITECTURE.md: the linter, not reviewers, keeps the layers apart.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/**
 * Where a file or module lives decides what it may import. A zone is a package's React-free core
 * (`palette`), its React side (`palette/react`), a folder of the app (`crm/routes`), any one feature
 * (`crm/features/*`), a folder of the server (`server/src`), or `react` (React and the libraries that
 * need it).
 */
export function zoneOfPath(file) {
  let m;
  if ((m = file.match(/^packages\/([^/]+)\/src\/react(\.tsx?)?(\/|$)/))) return `${m[1]}/react`;
  if ((m = file.match(/^packages\/([^/]+)\/src(\/|$)/))) return m[1];
  if (/^apps\/crm\/src\/features\/[^/]+/.test(file)) return 'crm/features/*';
  if ((m = file.match(/^apps\/crm\/src\/([^/.]+)\//))) return `crm/${m[1]}`;
  if ((m = file.match(/^apps\/server\/(src|test|bench|scripts)\//))) return `server/${m[1]}`;
  if (/^apps\/crm\/bench\//.test(file)) return 'crm/bench';
  return undefined;
}

const reactModules =
  /^(react|react-dom|react-aria-components|@tanstack\/react-query|@dnd-kit\/[^/]+|@storybook\/.*|storybook|msw-storybook-addon)(\/|$)/;

/** The zone of a bare module name, or undefined for a module of no zone (valibot, kysely, node:fs). */
export function zoneOfModule(source) {
  if (reactModules.test(source)) return 'react';
  const m = source.match(/^@crm\/([^/]+)(\/react$)?/);
  if (!m) return undefined;
  if (m[1] === 'app') return 'crm/app';
  // The server's one export: the bench server (its package.json `exports`), for the app's bench.
  if (source === '@crm/server/bench') return 'server/bench';
  if (m[1] === 'server') return 'server/src';
  return m[2] ? `${m[1]}/react` : m[1];
}

const forApps = [
  'ui',
  'palette',
  'palette/react',
  'email-builder',
  'email-builder/react',
  'api-client',
  'api-client/react',
  'react',
];
const reactFreeCores = ['palette', 'email-builder', 'api-client'];
const appShared = ['crm/components', 'crm/hooks', 'crm/lib', 'crm/config', 'crm/styles'];

/**
 * THE table: which zone may import which, besides itself and modules of no zone. Everything not
 * listed is refused. A zone missing from the table (a new package or app folder) may import only
 * itself until a row says more. `crm/features/*` is each feature on its own: a feature imports only
 * its own files, never another feature (bulletproof-react); routes compose them.
 */
export const allowedImports = {
  // Packages: `apps/*` -> `packages/*`; palette and email-builder may use ui; api-client uses
  // nothing of ours; every core but ui runs in Node without React (React lives behind ./react).
  ui: ['react'],
  palette: [],
  'palette/react': ['palette', 'ui', 'react'],
  'email-builder': ['palette'],
  'email-builder/react': ['email-builder', 'palette', 'palette/react', 'ui', 'react'],
  'api-client': [],
  'api-client/react': ['api-client', 'react'],
  // The app: packages -> shared folders (config, lib, hooks, components) -> features -> routes -> app.
  'crm/config': [...forApps],
  'crm/styles': ['ui'],
  'crm/lib': ['crm/config', ...forApps],
  'crm/hooks': ['crm/lib', 'crm/config', ...forApps],
  'crm/components': ['crm/hooks', 'crm/lib', 'crm/config', 'crm/styles', ...forApps],
  'crm/features/*': [...appShared, ...forApps],
  'crm/routes': ['crm/features/*', ...appShared, ...forApps],
  'crm/app': ['crm/routes', 'crm/features/*', ...appShared, ...forApps],
  'crm/testing': ['crm/app', ...appShared, ...forApps],
  // The server shares the contract and the renderer with the browser, never their React sides.
  'server/src': ['api-client', 'email-builder', 'palette'],
  'server/test': ['server/src', 'api-client', 'email-builder', 'palette'],
  'server/bench': ['server/src', 'server/scripts', 'api-client', 'email-builder', 'palette'],
  // Scripts that make test fixtures use the server's own code (a VERP address, a signature).
  'server/scripts': ['server/src'],
  // The app's screen bench runs the server as the server's benches do (declared: @crm/app's
  // devDependency on @crm/server, whose exports map offers only ./bench).
  'crm/bench': ['server/bench', ...forApps],
};

/**
 * Stories, tests and their helpers (files in a `testing/` folder) may also reach: in the app (`crm/*`,
 * any folder), the story decorators and the app's providers; in a React-free core, React and the
 * package's own React side.
 */
export const alsoInStoriesAndTests = {
  'crm/*': ['crm/testing', 'crm/app'],
  palette: ['palette/react', 'react'],
  'email-builder': ['email-builder/react', 'react'],
  'api-client': ['api-client/react', 'react'],
};
const storyOrTest = /\.(stories|test)\.[cm]?[jt]sx?$|\/testing\//;

const workspaceOf = (p) => p.match(/^(packages|apps)\/[^/]+/)?.[0];
const featureOf = (p) => p.match(/^apps\/crm\/src\/features\/([^/.]+)/)?.[1];

export function mayImport(fromZone, toZone, file) {
  if (fromZone === toZone) return true;
  if ((allowedImports[fromZone] ?? []).includes(toZone)) return true;
  if (!storyOrTest.test(file)) return false;
  const extra = alsoInStoriesAndTests[fromZone.startsWith('crm/') ? 'crm/*' : fromZone] ?? [];
  return extra.includes(toZone);
}

function checkLayers(context, node, source) {
  const file = rel(context.filename);
  const target = source.startsWith('.')
    ? rel(path.resolve(path.dirname(context.filename), source))
    : undefined;
  const report = (message) => context.report({ node, message });

  if (/^@crm\/[^/]+\/(src|dist)(\/|$)/.test(source)) {
    return report(
      `Deep import '${source}': use the package's entry or a subpath of its exports map.`,
    );
  }
  const fromWorkspace = workspaceOf(file);
  const toWorkspace = target && workspaceOf(target);
  if (fromWorkspace && toWorkspace && fromWorkspace !== toWorkspace) {
    const name = toWorkspace.startsWith('packages/') ? `'@crm/${toWorkspace.slice(9)}'` : 'it';
    return report(
      `Relative import into another workspace ('${source}'): import ${name} by its package name.`,
    );
  }
  const from = zoneOfPath(file);
  const to = target === undefined ? zoneOfModule(source) : zoneOfPath(target);
  if (!from || !to) return;
  if (from === 'crm/features/*' && to === from) {
    const [mine, theirs] = [featureOf(file), featureOf(target)];
    if (mine === theirs) return;
    return report(
      `Features do not import each other ('${mine}' -> '${theirs}'): compose them in a route.`,
    );
  }
  if (mayImport(from, to, file)) return;
  if (reactFreeCores.includes(from) && (to === 'react' || to.endsWith('/react'))) {
    return report(
      `The core of this package runs without React: '${source}' belongs behind its ./react subpath.`,
    );
  }
  report(
    `'${from}' may not import '${to}' ('${source}'): see allowedImports in scripts/eslint/architecture.js.`,
  );
}

// ── Import cycles ─────────────────────────────────────────────────────────────────────────────────
// Found on a graph of relative imports only: across zones the table above is itself acyclic (its
// test says so), so a cycle can only close inside one workspace. Type-only imports count: they still
// tie two modules' designs together, and a later value import turns them into a load-order bug.
// Each file's imports come from TypeScript's preProcessFile (a scanner, no type-checking), cached by
// modification time, so one `eslint .` reads every file once more at most. The time is checked at
// most once a second per file: a walk from each linted file would otherwise stat the same few hundred
// files again for every file linted.

const sourceFile = /\.(tsx?|mts|cts|jsx?|mjs|cjs)$/;
const candidates = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx'];
const importsCache = new Map();
const FRESH_MS = 1000;

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const suffix of candidates) {
    if (sourceFile.test(base + suffix) && isFile(base + suffix)) return base + suffix;
  }
  // NodeNext style: './x.js' names x.ts.
  const stem = base.replace(/\.(m?)js$/, '');
  for (const suffix of ['.ts', '.tsx', '.mts']) {
    if (stem !== base && isFile(stem + suffix)) return stem + suffix;
  }
  return undefined;
}

function relativeImportsOf(file) {
  const cached = importsCache.get(file);
  const now = Date.now();
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.imports;
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveRelative(file, s))
    .filter(Boolean);
  importsCache.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/** A path of files from `start` back to `origin`, or undefined. `done` holds files known not to. */
function pathBack(start, origin, done) {
  const trail = [];
  const visit = (file) => {
    if (file === origin) return true;
    if (done.has(file) || trail.includes(file)) return false;
    trail.push(file);
    for (const next of relativeImportsOf(file)) if (visit(next)) return true;
    trail.pop();
    done.add(file);
    return false;
  };
  return visit(start) ? trail : undefined;
}

// ── SQL behind repositories ───────────────────────────────────────────────────────────────────────
// Issue 25: SQL lives only in an area's repository (`<area>Repository.ts`, and the `<area>/queries/`
// files a large repository splits its SQL into), in `db/` (connection, migrations, the schema's
// assembly) and nowhere else on the server: routes, engines and jobs call repositories. "SQL" is
// Kysely query building (a query's entry method), the `sql` template tag and its helpers, and
// CompiledQuery.raw. Tests and benches arrange and check rows directly, so they are not held to it.

/** Methods that start a query on a Kysely instance or transaction. */
const queryMethods = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'executeQuery',
]);

/** Where SQL may be written: the area's repository and its queries, and the database layer. */
export function maySql(file) {
  if (!/^apps\/server\/src\//.test(file) || /\.test\.[cm]?ts$/.test(file)) return true;
  return (
    /Repository\.ts$/.test(file) ||
    /^apps\/server\/src\/[^/]+\/queries\//.test(file) ||
    /^apps\/server\/src\/db\//.test(file)
  );
}

const SQL_MESSAGE =
  'SQL belongs in a repository (<area>Repository.ts or <area>/queries/) or in db/: call the repository from here.';

// ── Tables named after their area ─────────────────────────────────────────────────────────────────
// `db/schema.ts` puts every area's table types together; each table's name starts with the word of
// the area whose `<area>Table.ts` declares it (singular or plural: `campaign_recipients` is
// campaigns'). These keep the names every area builds on, for the reason given beside each.

/** Tables whose names predate the rule and stay: every other area's rows point at them. */
export const tableNameExceptions = {
  // Who signs in: the accounts and their sessions, which every owner column refers to.
  auth: ['users', 'sessions', 'login_failures'],
  // The installation's own keys, of no area.
  db: ['server_secrets'],
};

/** Whether `table` may be declared by `area`'s table file (`apiKeys` names `api_keys`). */
export function tableFitsArea(table, area) {
  if ((tableNameExceptions[area] ?? []).includes(table)) return true;
  // Table names are snake_case, area words camelCase.
  area = area.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const singular = area.replace(/s$/, '');
  return table === area || table.startsWith(`${area}_`) || table.startsWith(`${singular}_`);
}

const sourceOf = (node) =>
  node.source?.type === 'Literal' && typeof node.source.value === 'string'
    ? node.source.value
    : undefined;

// ── The app composes @crm/ui ──────────────────────────────────────────────────────────────────────
// Issue 25: every primitive the app needs is built once in @crm/ui, with its stories, from
// react-aria-components; the app (apps/crm) imports RAC not at all, not even its types.

const racModule = /^react-aria-components(\/|$)/;

export const appComposesUi = {
  meta: {
    type: 'problem',
    docs: { description: 'apps/crm imports no react-aria-components: it composes @crm/ui' },
  },
  create(context) {
    if (!rel(context.filename).startsWith('apps/crm/')) return {};
    const visit = (node) => {
      const source = sourceOf(node);
      if (!source || !racModule.test(source)) return;
      context.report({
        node,
        message: `apps/crm imports no '${source}': build the primitive in @crm/ui (with its stories) and import it from '@crm/ui'.`,
      });
    };
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: visit,
    };
  },
};

export const architecture = {
  rules: {
    'app-composes-ui': appComposesUi,
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'Keep the dependency direction of ARCHITECTURE.md' },
      },
      create(context) {
        const visit = (node) => {
          const source = sourceOf(node);
          if (source) checkLayers(context, node, source);
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
    'sql-in-repositories': {
      meta: {
        type: 'problem',
        docs: { description: 'SQL only in repositories, their queries/ and db/ (issue 25)' },
      },
      create(context) {
        if (maySql(rel(context.filename))) return {};
        const isSqlTag = (node) =>
          (node.type === 'Identifier' && node.name === 'sql') ||
          (node.type === 'MemberExpression' &&
            node.object.type === 'Identifier' &&
            node.object.name === 'sql');
        return {
          TaggedTemplateExpression(node) {
            if (isSqlTag(node.tag)) context.report({ node, message: SQL_MESSAGE });
          },
          CallExpression(node) {
            const { callee } = node;
            if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
            const name = callee.property.name;
            const onSql = callee.object.type === 'Identifier' && callee.object.name === 'sql';
            const rawQuery =
              name === 'raw' &&
              callee.object.type === 'Identifier' &&
              callee.object.name === 'CompiledQuery';
            if (queryMethods.has(name) || onSql || rawQuery)
              context.report({ node: callee.property, message: SQL_MESSAGE });
          },
        };
      },
    },
    'queries-behind-repositories': {
      meta: {
        type: 'problem',
        docs: {
          description: "An area's queries/ are reached only through its repository, never a route",
        },
      },
      create(context) {
        const file = rel(context.filename);
        const area = file.match(/^apps\/server\/src\/([^/]+)\//)?.[1];
        if (!area) return {};
        const visit = (node) => {
          const source = sourceOf(node);
          if (!source?.startsWith('.')) return;
          const target = rel(path.resolve(path.dirname(context.filename), source));
          const owner = target.match(/^apps\/server\/src\/([^/]+)\/queries\//)?.[1];
          if (!owner) return;
          if (owner === area && !/Routes\.ts$/.test(file)) return;
          context.report({
            node,
            message: `'${source}' is a query of '${owner}': go through ${owner}Repository.`,
          });
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
    'table-area-names': {
      meta: {
        type: 'problem',
        docs: { description: "A table's name starts with the word of its area (db/schema.ts)" },
      },
      create(context) {
        if (rel(context.filename) !== 'apps/server/src/db/schema.ts') return {};
        const areaOfType = new Map();
        return {
          ImportDeclaration(node) {
            const source = sourceOf(node);
            const area = source?.startsWith('../')
              ? source.split('/')[1]
              : source?.startsWith('./')
                ? 'db'
                : undefined;
            if (!area) return;
            for (const spec of node.specifiers) areaOfType.set(spec.local.name, area);
          },
          TSPropertySignature(node) {
            if (node.key.type !== 'Identifier') return;
            const type = node.typeAnnotation?.typeAnnotation;
            const typeName = type?.type === 'TSTypeReference' ? type.typeName.name : undefined;
            const area = areaOfType.get(typeName);
            const table = node.key.name;
            if (!area || tableFitsArea(table, area)) return;
            context.report({
              node: node.key,
              message: `Table '${table}' is declared by '${area}' but does not start with its word: rename it in a migration (README, "Naming").`,
            });
          },
        };
      },
    },
    'no-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'No import cycles between files, type-only imports included' },
      },
      create(context) {
        const origin = path.resolve(context.filename);
        const done = new Set();
        const visit = (node) => {
          const source = sourceOf(node);
          if (!source?.startsWith('.')) return;
          const target = resolveRelative(origin, source);
          if (!target || target === origin) return;
          const trail = pathBack(target, origin, done);
          if (!trail) return;
          const cycle = [origin, ...trail, origin].map((f) => path.basename(f)).join(' -> ');
          context.report({
            node,
            message: `Import cycle (type-only imports count too): ${cycle}. Move what both sides need into a module of its own.`,
          });
        };
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
