#!/usr/bin/env node
// Builds the publishable package in the current directory to dist/: ES modules per exports entry,
// one compiled style.css for vanilla-extract styles, and .d.ts types. Run by `npm run build -w <pkg>`.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const entries = Object.fromEntries(
  Object.values(pkg.exports)
    .filter((target) => typeof target === 'object' && target['@crm/source'])
    .map((target) => [
      target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, ''),
      target['@crm/source'],
    ]),
);
// Every bare import stays an import, declared or not: a bundled copy of a library would bring its
// own module state (React contexts above all), so the package's components would stop talking to
// the same library used by @crm/ui and the app. The packaging check then fails on any bare import
// that package.json does not declare, instead of the build quietly inlining it.
const isBareImport = (id) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !path.isAbsolute(id);

rmSync(path.join(dir, 'dist'), { recursive: true, force: true });

await build({
  root: dir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'style' },
    rollupOptions: { external: isBareImport, output: { preserveModules: false } },
  },
});

// Types: built against the other packages' published types (no "source" condition), so build
// order follows the dependency order of the workspaces list.
const tsconfig = path.join(dir, 'tsconfig.build.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: '../../tsconfig.base.json',
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: 'dist',
      rootDir: 'src',
      types: ['node', 'vite/client'],
    },
    include: ['src'],
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.stories.tsx', 'src/testing/**'],
  }),
);
const tsc = spawnSync('npx', ['tsc', '-p', tsconfig], { cwd: dir, stdio: 'inherit' });
rmSync(tsconfig);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
console.log(`${pkg.name}: built ${Object.keys(entries).join(', ')} to dist/`);
