// How the repository resolves its own packages: from their TypeScript sources, through the
// "@crm/source" export condition (a "source" condition would clash with packages such as
// react-aria-components that declare one for files they do not publish).
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';

const uiSource = fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url));

export const sourceResolve = {
  conditions: ['@crm/source', ...defaultClientConditions],
  // vanilla-extract compiles `.css.ts` files with its own resolver, which follows the node_modules
  // link to @crm/ui and would hash the theme contract under a second path: styles elsewhere would
  // then reference variables no theme sets. Pointing it at the source file keeps one contract.
  alias: [{ find: /^@crm\/ui$/, replacement: uiSource }],
};

export const sourceResolveServer = { conditions: ['@crm/source', ...defaultServerConditions] };
