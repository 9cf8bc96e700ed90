// Builds every publishable package and checks what `npm pack` would publish: the built JS, the
// types and the CSS of each exports entry, a README, and nothing of the sources' tests or stories.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = rootPkg.workspaces
  .filter((dir) => dir.startsWith('packages/'))
  .map((dir) => ({
    dir,
    pkg: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')),
  }));

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
        for (const file of [target.import, target.types]) {
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

    test('ships no sources, tests or stories', () => {
      const leaked = files.filter((f) =>
        /(^src\/|\.test\.|\.stories\.|__screenshots__|\.spec\.)/.test(f),
      );
      assert.deepEqual(leaked, []);
    });
  });
}
