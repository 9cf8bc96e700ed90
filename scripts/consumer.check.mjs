// The packages as another team gets them: packed to tarballs, installed with `npm install` into
// projects outside the repository (our tarballs plus the registry, npm's cache inside the temporary
// directory), then used the way their READMEs say. Run from packaging.check.mjs, after its build.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { build } from 'vite';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** The packages a consumer installs, by workspace folder. */
const PUBLISHED = ['ui', 'palette', 'email-builder'];
/** Core install budget: node_modules besides @crm/email-builder's own files (issue 17). */
const CORE_BUDGET_BYTES = 4 * 1024 * 1024;
const RESOLUTIONS = [
  { name: 'node16', module: 'node16', moduleResolution: 'node16' },
  { name: 'nodenext', module: 'nodenext', moduleResolution: 'nodenext' },
  { name: 'bundler', module: 'esnext', moduleResolution: 'bundler' },
];

const pkgOf = (dir) =>
  JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Bytes of every file under `dir`, symlinks not followed. */
function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The ```ts and ```tsx blocks of a README, each a module of its own. */
function readmeExamples(dir) {
  const readme = readFileSync(path.join(root, 'packages', dir, 'README.md'), 'utf8');
  return [...readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map(([, lang, code], index) => ({
    file: `readme-${dir}-${index + 1}.${lang}`,
    code: /^\s*(import|export)\b/m.test(code) ? code : `${code}\nexport {};\n`,
  }));
}

function tsconfig({ module, moduleResolution }, include) {
  return {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module,
      moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      // Every declaration file but TypeScript's own lib is checked.
      skipDefaultLibCheck: true,
      types: [],
    },
    include,
  };
}

async function typecheck(project, config) {
  try {
    await run(process.execPath, [tsc, '-p', config], { cwd: project, maxBuffer: 1 << 24 });
  } catch (error) {
    assert.fail(`${path.basename(project)}/${config}:\n${error.stdout}${error.stderr}`);
  }
}

export function consumerTests() {
  describe('consumer projects (packed tarballs, npm install outside the repository)', () => {
    let tmp;
    let core;
    let app;
    const tarball = {};

    before(async () => {
      tmp = mkdtempSync(path.join(os.tmpdir(), 'crm-consumer-'));
      const tarballs = path.join(tmp, 'tarballs');
      mkdirSync(tarballs);
      await run(
        'npm',
        ['pack', '--pack-destination', tarballs, ...PUBLISHED.flatMap((d) => ['-w', `@crm/${d}`])],
        { cwd: root },
      );
      for (const dir of PUBLISHED) {
        const { name, version } = pkgOf(dir);
        tarball[name] =
          `file:${path.join(tarballs, `${name.slice(1).replace('/', '-')}-${version}.tgz`)}`;
      }
      const builder = pkgOf('email-builder');
      const peers = builder.peerDependencies;

      // Core: the email builder alone (its @crm/palette dependency is not on the registry).
      core = path.join(tmp, 'core');
      mkdirSync(core);
      writeJson(path.join(core, 'package.json'), {
        name: 'consumer-core',
        private: true,
        type: 'module',
        dependencies: {
          '@crm/email-builder': tarball['@crm/email-builder'],
          '@crm/palette': tarball['@crm/palette'],
        },
      });

      // App: every package with the peers their READMEs list, and the types to check against.
      app = path.join(tmp, 'app');
      mkdirSync(app);
      const thirdParty = Object.fromEntries(
        Object.entries(peers).filter(([name]) => !name.startsWith('@crm/')),
      );
      const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
      writeJson(path.join(app, 'package.json'), {
        name: 'consumer-app',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            PUBLISHED.map((dir) => [pkgOf(dir).name, tarball[pkgOf(dir).name]]),
          ),
          ...thirdParty,
          react: rootPkg.devDependencies.react,
          'react-dom': rootPkg.devDependencies['react-dom'],
          '@vanilla-extract/css': pkgOf('ui').dependencies['@vanilla-extract/css'],
          '@types/react': rootPkg.devDependencies['@types/react'],
          '@types/react-dom': rootPkg.devDependencies['@types/react-dom'],
        },
      });

      const install = (cwd) =>
        run(
          'npm',
          [
            'install',
            '--no-audit',
            '--no-fund',
            '--prefer-offline',
            '--cache',
            path.join(tmp, '.npm'),
          ],
          { cwd },
        );
      await Promise.all([install(core), install(app)]);
    });

    after(() => {
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    test('the core installs alone: no React, no @crm/ui, under 4 MB besides its own files', () => {
      const modules = path.join(core, 'node_modules');
      for (const absent of [
        'react',
        'react-dom',
        '@crm/ui',
        'react-aria-components',
        '@dnd-kit/core',
      ]) {
        assert.equal(existsSync(path.join(modules, absent)), false, `${absent} was installed`);
      }
      const others = sizeOf(modules) - sizeOf(path.join(modules, '@crm/email-builder'));
      assert.ok(
        others < CORE_BUDGET_BYTES,
        `node_modules besides @crm/email-builder: ${(others / 1024 / 1024).toFixed(2)} MB`,
      );
      console.log(`# core install: ${(others / 1024 / 1024).toFixed(2)} MB besides its own files`);
    });

    test('the core renders in Node', async () => {
      writeFileSync(
        path.join(core, 'render.mjs'),
        `import { applyPalette, contrastIssues, parseDesign, premadeTemplates, renderDesign } from '@crm/email-builder';
import { curatedThemes } from '@crm/palette';
const design = applyPalette(premadeTemplates[0].design, curatedThemes[0].palettes[0]);
const html = renderDesign(parseDesign(JSON.stringify(design)), { title: 'Hi' });
console.log(JSON.stringify({ html, issues: contrastIssues(design).length }));
`,
      );
      const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: core });
      const { html, issues } = JSON.parse(stdout);
      assert.match(html, /^<!DOCTYPE html>/);
      assert.match(html, /Welcome to the family!/);
      assert.equal(issues, 0);
    });

    test('every React entry imports in plain Node, and the widgets render on the server', async () => {
      writeFileSync(
        path.join(app, 'ssr.mjs'),
        `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import * as ui from '@crm/ui';
import * as paletteReact from '@crm/palette/react';
import * as builderReact from '@crm/email-builder/react';
const html = renderToString(
  h(ui.ThemeProvider, null, h(builderReact.EmailBuilder), h(paletteReact.ColorPaletteGenerator)),
);
console.log(JSON.stringify({ html, ui: Object.keys(ui).length }));
`,
      );
      const { stdout } = await run(process.execPath, ['ssr.mjs'], { cwd: app });
      const { html, ui } = JSON.parse(stdout);
      assert.ok(ui > 20);
      assert.match(html, /Welcome to Our Newsletter/);
      assert.match(html, /Custom Generator/);
    });

    test('nothing from testing/ ships', () => {
      for (const dir of PUBLISHED) {
        const installed = path.join(app, 'node_modules', pkgOf(dir).name);
        const leaked = readdirSync(installed, { recursive: true, encoding: 'utf8' }).filter((f) =>
          /(^|\/)testing(\/|$)|fast-check/.test(f),
        );
        assert.deepEqual(leaked, [], pkgOf(dir).name);
      }
    });

    test('types and README examples type-check under node16, nodenext and bundler, skipLibCheck false', async () => {
      // The core project has no React and no @types/react: its types must not need them.
      writeFileSync(
        path.join(core, 'consumer.ts'),
        `import { renderDesign, parseDesign, type Design } from '@crm/email-builder';
import { generatePalette, type Palette } from '@crm/palette';
const design: Design = parseDesign('{"elements":[]}');
const palette: Palette = generatePalette('#2563eb');
export const html: string = renderDesign(design) + palette.primary;
`,
      );
      const examples = PUBLISHED.flatMap(readmeExamples);
      assert.ok(examples.length >= 10, 'READMEs hold their examples');
      mkdirSync(path.join(app, 'examples'), { recursive: true });
      for (const { file, code } of examples) writeFileSync(path.join(app, 'examples', file), code);
      const checks = [];
      for (const resolution of RESOLUTIONS) {
        const config = `tsconfig.${resolution.name}.json`;
        writeJson(path.join(core, config), tsconfig(resolution, ['consumer.ts']));
        writeJson(path.join(app, config), tsconfig(resolution, ['examples']));
        checks.push(typecheck(core, config), typecheck(app, config));
      }
      // Six programs of a few hundred declaration files each: in parallel, they take the time of two.
      await Promise.all(checks);
    });

    test('a Vite app builds with the widget, its styles and the font', async () => {
      const web = path.join(app, 'web');
      mkdirSync(web, { recursive: true });
      writeFileSync(
        path.join(web, 'index.html'),
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Builder</title></head>' +
          '<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n',
      );
      writeFileSync(
        path.join(web, 'main.js'),
        `import '@crm/ui/font.css';
import '@crm/ui/style.css';
import '@crm/email-builder/style.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@crm/ui';
import { EmailBuilder } from '@crm/email-builder/react';
createRoot(document.getElementById('root')).render(h(ThemeProvider, null, h(EmailBuilder)));
`,
      );
      const outDir = path.join(app, 'web-dist');
      await build({
        root: web,
        configFile: false,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
      });
      const assets = readdirSync(path.join(outDir, 'assets'));
      const css = assets
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8'))
        .join('');
      const js = assets
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8'))
        .join('');
      assert.match(css, /font-family:\s*Inter Variable/, 'the font is bundled');
      assert.ok(
        assets.some((f) => f.endsWith('.woff2')),
        'the font files are emitted',
      );
      assert.match(js, /Add Element|Email Style/, 'the widget is in the bundle');
      assert.ok(css.length > 10_000, 'the components are styled');
    });
  });
}
