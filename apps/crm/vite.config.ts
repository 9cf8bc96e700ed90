import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { sourceResolve } from '../../scripts/sourceResolve.mjs';

const apiPort = process.env.API_PORT ?? '3000';
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where `chunkModules` writes its report, inside `dist`. */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes which source modules went into each JS chunk. Vite's manifest names shared chunks only by
 * file name, so it cannot tell whether a signed-in screen's code was merged into a chunk the
 * landing page loads; `scripts/check-bundle.mjs` reads this report instead.
 */
function chunkModules(): Plugin {
  return {
    name: 'crm:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                facadeModule: output.facadeModuleId && relative(output.facadeModuleId),
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                // Bytes of each module's code in the chunk before minification (0: tree-shaken away).
                modules: Object.fromEntries(
                  output.moduleIds.map((id) => [
                    relative(id),
                    output.modules[id]?.renderedLength ?? 0,
                  ]),
                ),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 2)}\n`,
      });
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the build, so the server
 * sends them as they are (Content-Encoding) instead of compressing on every request or not at all.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|mjs|css|html|svg|json|txt|csv|map)$/;
  let outDir = 'dist';
  return {
    name: 'crm:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => compressible.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.promises.readFile(file);
          if (source.length < 1024) return;
          const br = zlib.brotliCompressSync(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await fs.promises.writeFile(`${file}.br`, br);
          await fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
        }),
      );
    },
  };
}

/** A module id relative to the repository, so the report does not depend on the checkout path. */
function relative(id: string) {
  return id.startsWith('\0') || !path.isAbsolute(id) ? id : path.relative(repoRoot, id);
}

export default defineConfig({
  plugins: [
    // The app is in US English only (spec: dates in US English); dropping react-aria's other
    // locale strings keeps about 30 KB gzip out of the landing bundle.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
    chunkModules(),
    precompress(),
  ],
  resolve: sourceResolve,
  build: { target: 'es2022' },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
      // A form's hosted page and its confirmation link are the server's (issue 28).
      '^/f/': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
});
