// Builds every publishable package and checks what `npm pack` would publish: the built JS, the
// types and the CSS of each exports entry, a README, and nothing of the sources' tests or stories.
// The built JS must hold only the package's own code and import every library it uses from a
// declared dependency: a bundled copy of react-aria-components once gave @crm/palette its own
// React contexts, so @crm/ui's buttons inside its disclosures were never wired.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { parseAst } from 'vite';
import { consumerTests } from './consumer.check.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = rootPkg.workspaces
  .filter((dir) => dir.startsWith('packages/'))
  .map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
  }));

/** Every .js file under `dir`, as paths relative to it. */
function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/** The module specifiers a built ES module imports or re-exports, static and dynamic. */
function importedSpecifiers(code) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      /^(ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration|ImportExpression)$/.test(
        node.type,
      ) &&
      typeof node.source?.value === 'string'
    ) {
      found.push(node.source.value);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(code));
  return found;
}

const isBare = (specifier) => !/^(\.{1,2}\/|\/|[a-z]+:)/i.test(specifier);
/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);

/** Where the code of a built file came from, per its source map; null when it has none. */
function bundledSources(file) {
  const code = readFileSync(file, 'utf8');
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!url) return null;
  const mapFile = path.resolve(path.dirname(file), url);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return map.sources.map((source) =>
    path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source),
  );
}

/** 'react-aria' for .../node_modules/react-aria/dist/x.mjs, else the path from the repo root. */
const originOf = (source) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? path.relative(root, source);

before(() => {
  // Dependency order: the workspaces list puts each package after the ones it builds on.
  for (const { pkg } of packages) {
    execFileSync('npm', ['run', 'build', '-w', pkg.name], { cwd: root, stdio: 'inherit' });
  }
});

for (const { dir, pkg } of packages) {
  describe(pkg.name, () => {
    let files;
    before(() => {
      const out = execFileSync('npm', ['pack', '--dry-run', '--json', '-w', pkg.name], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      files = JSON.parse(out)[0].files.map((f) => f.path);
    });

    test('is publishable and versioned', () => {
      assert.notEqual(pkg.private, true, `${dir} must not be private`);
      assert.match(pkg.version, /^\d+\.\d+\.\d+/);
    });

    test('ships the built JS and types of every exports entry', () => {
      for (const [subpath, target] of Object.entries(pkg.exports)) {
        if (typeof target !== 'object') continue;
        for (const file of [target.import ?? target.default, target.types]) {
          assert.ok(
            files.includes(file.replace(/^\.\//, '')),
            `${subpath}: ${file} is not in the tarball`,
          );
        }
      }
    });

    test('ships its compiled CSS when it has styles', () => {
      if (!pkg.exports['./style.css']) return;
      assert.ok(files.includes('dist/style.css'), 'dist/style.css is not in the tarball');
      const css = readFileSync(path.join(root, dir, 'dist/style.css'), 'utf8');
      assert.ok(css.length > 0, 'dist/style.css is empty');
    });

    test('ships a README', () => {
      assert.ok(files.includes('README.md'), 'README.md is not in the tarball');
    });

    test('bundles only its own code, never a third-party package', () => {
      const distDir = path.join(root, dir, 'dist');
      const ownSources = path.join(root, dir, 'src') + path.sep;
      const bundled = new Set();
      for (const file of jsFiles(distDir)) {
        const full = path.join(distDir, file);
        const sources = bundledSources(full);
        if (sources === null) {
          // Rolldown writes no map for an entry that only re-exports a shared chunk: fine, as long
          // as that is really all it does.
          const body = parseAst(readFileSync(full, 'utf8')).body;
          assert.ok(
            body.every((node) => /^(Import|Export(Named|All))Declaration$/.test(node.type)),
            `dist/${file} has code but no source map, so what it bundles cannot be checked`,
          );
          continue;
        }
        for (const source of sources) {
          if (!source.startsWith(ownSources)) bundled.add(`dist/${file}: ${originOf(source)}`);
        }
      }
      assert.deepEqual(
        [...bundled],
        [],
        'built code from outside src/ (import it from a declared dependency instead)',
      );
    });

    test('declares every package its built code imports', () => {
      const declared = new Set([
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.peerDependencies ?? {}),
      ]);
      const distDir = path.join(root, dir, 'dist');
      const undeclared = new Set();
      for (const file of jsFiles(distDir)) {
        for (const specifier of importedSpecifiers(
          readFileSync(path.join(distDir, file), 'utf8'),
        )) {
          if (specifier.startsWith('node:') || !isBare(specifier)) continue;
          const name = packageOf(specifier);
          if (!declared.has(name) && !builtins.has(name)) undeclared.add(`dist/${file}: ${name}`);
        }
      }
      assert.deepEqual([...undeclared], [], 'imported but not in dependencies or peerDependencies');
    });

    test('ships no sources, tests or stories', () => {
      const leaked = files.filter((f) =>
        /(^src\/|\.test\.|\.stories\.|__screenshots__|\.spec\.)/.test(f),
      );
      assert.deepEqual(leaked, []);
    });

    test('passes publint (strict)', async () => {
      const pkgDir = path.join(root, dir);
      const { messages, pkg: packed } = await publint({ pkgDir, strict: true, pack: 'npm' });
      assert.deepEqual(
        messages.map((message) => formatMessage(message, packed)),
        [],
        'publint found problems',
      );
    });

    test('passes @arethetypeswrong/cli for every entry (node16 ESM, bundler; ESM-only)', () => {
      // ESM-only on purpose (every README says so): node10 and require() from CommonJS are not claimed.
      try {
        execFileSync(
          path.join(root, 'node_modules/.bin/attw'),
          ['--pack', '.', '--profile', 'esm-only', '--format', 'ascii', '--no-summary'],
          { cwd: path.join(root, dir), encoding: 'utf8', stdio: 'pipe' },
        );
      } catch (error) {
        assert.fail(`attw found problems:\n${error.stdout}${error.stderr}`);
      }
    });
  });
}

consumerTests();
