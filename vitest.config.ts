import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { sourceResolve, sourceResolveServer } from './scripts/sourceResolve.mjs';

export default defineConfig({
  resolve: sourceResolve,
  ssr: { resolve: sourceResolveServer },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/crm/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.{ts,mjs}',
          ],
          // Property tests run hundreds of cases: at load 10 one took 5.5 s against the default 5.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          include: ['@vanilla-extract/recipes/createRuntimeFn', 'storybook/viewport'],
        },
        // RAC's Virtualizer renders every row when NODE_ENV is 'test' unless VIRT_ON is set, and
        // the browser has no `process`: without this, virtualised tables are not virtualised here.
        define: { 'process.env.VIRT_ON': JSON.stringify('1') },
        // Its own dependency cache, so a story run never waits on another Vite re-optimising.
        cacheDir: 'node_modules/.vite-storybook-tests',
        resolve: {
          alias: {
            'react-aria/private/utils/runAfterKeyboard': path.resolve(
              import.meta.dirname,
              '.storybook/desktopKeyboard.ts',
            ),
          },
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // A loaded CI machine ran the suite three times slower than a quiet one: room for that.
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // The default threshold let #1d4ed8 -> #1e40af pass; this catches a one-shade change.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
