// Holds the dependency rules of ARCHITECTURE.md: the linter, not reviewers, keeps the layers apart.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Cores that must run in Node without React: everything but their `./react` side. */
const reactFree = [
  { core: 'packages/palette/src/', react: ['packages/palette/src/react/'] },
  {
    core: 'packages/email-builder/src/',
    react: ['packages/email-builder/src/react/', 'packages/email-builder/src/react.ts'],
  },
  {
    core: 'packages/api-client/src/',
    react: ['packages/api-client/src/react/', 'packages/api-client/src/react.ts'],
  },
];
const reactModules =
  /^(react|react-dom|react-aria-components|@tanstack\/react-query|@dnd-kit\/.*|@crm\/ui)(\/|$)|^@crm\/[^/]+\/react$/;
const packageOf = (p) => p.match(/^packages\/([^/]+)\//)?.[1];
const featureOf = (p) => p.match(/^apps\/crm\/src\/features\/([^/]+)\//)?.[1];

function check(context, node, source) {
  const file = rel(context.filename);
  const target = source.startsWith('.')
    ? rel(path.resolve(path.dirname(context.filename), source))
    : null;
  const report = (message) => context.report({ node, message });

  if (/^@crm\/[^/]+\/(src|dist)(\/|$)/.test(source)) {
    return report(
      `Deep import '${source}': use the package's entry or a subpath of its exports map.`,
    );
  }
  if (file.startsWith('packages/')) {
    if (/^@crm\/(app|server)(\/|$)/.test(source) || target?.startsWith('apps/')) {
      return report('A package never imports an app: dependencies point from apps to packages.');
    }
    if (target && packageOf(target) && packageOf(target) !== packageOf(file)) {
      return report(
        `Relative import into another package: import '@crm/${packageOf(target)}' instead.`,
      );
    }
    if (file.startsWith('packages/api-client/') && /^@crm\//.test(source)) {
      return report('@crm/api-client uses nothing of ours.');
    }
    const side = reactFree.find((r) => file.startsWith(r.core));
    if (
      side &&
      !side.react.some((r) => file.startsWith(r)) &&
      !/\.(stories|test)\.tsx?$/.test(file)
    ) {
      if (
        reactModules.test(source) ||
        (target && side.react.some((r) => (target + '/').startsWith(r) || target + '.ts' === r))
      ) {
        return report(
          `The core of this package runs without React: '${source}' belongs behind its ./react subpath.`,
        );
      }
    }
  }
  const feature = featureOf(file);
  if (feature && target && featureOf(target + '/') && featureOf(target + '/') !== feature) {
    return report(
      `Features do not import each other ('${feature}' -> '${featureOf(target + '/')}'): compose them in a route.`,
    );
  }
}

export const architecture = {
  rules: {
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'Keep the dependency direction of ARCHITECTURE.md' },
      },
      create(context) {
        const visit = (node) => node.source && check(context, node, String(node.source.value));
        return {
          ImportDeclaration: visit,
          ExportNamedDeclaration: visit,
          ExportAllDeclaration: visit,
          ImportExpression: visit,
        };
      },
    },
  },
};
