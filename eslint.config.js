import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { architecture } from './scripts/eslint/architecture.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      '**/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, architecture },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'architecture/layers': 'error',
      'architecture/no-cycle': 'error',
      'architecture/sql-in-repositories': 'error',
      'architecture/queries-behind-repositories': 'error',
      'architecture/table-area-names': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One place says which variables the server reads, their defaults and their checks.
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read environment variables in apps/server/src/config.ts.',
        },
      ],
    },
  },
  {
    // The packages' widgets sit inside the host's forms (the builder and the palette in the template
    // and campaign dialogs): a form of their own would be nested, and in Chromium a nested form's
    // submit never reaches React, so it reloads the page (the palette's Generate did).
    files: ['packages/*/src/react/**/*.tsx'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            'A widget must not render a <form>: hosts put it inside theirs. Handle Enter and press yourself.',
        },
      ],
    },
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
