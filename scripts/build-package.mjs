#!/usr/bin/env node
// Builds the publishable package in the current directory to dist/: ES modules per exports entry,
// one compiled style.css for vanilla-extract styles, and .d.ts types. Run by `npm run build -w <pkg>`.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const dir = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const sourced = Object.values(pkg.exports).filter(
  (target) => typeof target === 'object' && target['@crm/source'],
);
const entries = Object.fromEntries(
  sourced
    .filter((target) => target.import)
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

// CSS entries written by hand (the font's @import) ship as they are.
for (const target of sourced.filter((target) => !target.import)) {
  copyFileSync(path.join(dir, target['@crm/source']), path.join(dir, target.default));
}

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
    exclude: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'src/**/*.stories.tsx',
      'src/testing/**',
      'src/**/testing/**',
    ],
  }),
);
const tsc = spawnSync('npx', ['tsc', '-p', tsconfig], { cwd: dir, stdio: 'inherit' });
rmSync(tsconfig);
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// A CSS entry's types say it exports nothing: `import '@crm/ui/style.css'` then type-checks under
// every resolution, `noUncheckedSideEffectImports` included.
for (const target of Object.values(pkg.exports)) {
  if (typeof target === 'object' && target.types?.endsWith('.css.d.ts') && !target.import) {
    writeFileSync(path.join(dir, target.types), 'export {};\n');
  }
}

// The sources import without extensions (bundler resolution); under node16/nodenext a consumer's
// TypeScript resolves .d.ts imports as ES modules, which need the full path. Each relative import of
// the emitted types gets the `.js` (or `/index.js`) that names its .d.ts, `./contract.css` included
// (`./contract.css.js` -> contract.css.d.ts).
const distDir = path.join(dir, 'dist');
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;
for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(distDir, file);
  const code = readFileSync(full, 'utf8');
  const fixed = code.replace(RELATIVE, (whole, lead, quote, specifier) => {
    if (/\.js$/.test(specifier)) return whole;
    const target = path.resolve(path.dirname(full), specifier);
    if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
    if (existsSync(path.join(target, 'index.d.ts'))) {
      return `${lead}${quote}${specifier.replace(/\/$/, '')}/index.js${quote}`;
    }
    throw new Error(`${file}: cannot find the types of ${specifier}`);
  });
  if (fixed !== code) writeFileSync(full, fixed);
}
console.log(`${pkg.name}: built ${Object.keys(entries).join(', ')} to dist/`);
