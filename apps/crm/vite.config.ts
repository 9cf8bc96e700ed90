import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { sourceResolve } from '../../scripts/sourceResolve.mjs';

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [
    // The app is in US English only (spec: dates in US English); dropping react-aria's other
    // locale strings keeps about 30 KB gzip out of the landing bundle.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: sourceResolve,
  build: { manifest: true, target: 'es2022' },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
