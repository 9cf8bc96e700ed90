import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrastRatio';
import {
  contrastPairs,
  decorativeRoles,
  schemeColor,
  surfaceRoles,
  textOnFill,
  textRoles,
  uiPartRoles,
} from './contrastPairs';
import { darkScheme, lightScheme } from './schemes';

const schemes = { light: lightScheme, dark: darkScheme };

describe.each(Object.entries(schemes))('%s scheme', (_name, scheme) => {
  it('gives every declared pair its WCAG AA ratio', () => {
    const failing = contrastPairs()
      .map((pair) => ({
        ...pair,
        ratio: contrastRatio(
          schemeColor(scheme, pair.foreground),
          schemeColor(scheme, pair.background),
        ),
      }))
      .filter(({ ratio, min }) => ratio < min)
      .map(
        ({ kind, foreground, background, ratio, min }) =>
          `${kind} ${foreground} on ${background}: ${ratio.toFixed(2)} < ${min}`,
      );
    expect(failing).toEqual([]);
  });

  it('draws the focus shadow in the focus ring colour', () => {
    expect(scheme.shadow.focus).toContain(scheme.color.focusRing);
  });
});

// --- What the components actually use -------------------------------------------------------

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const styledTrees = [
  'packages/ui/src',
  'packages/palette/src',
  'packages/email-builder/src/react',
  'apps/crm/src',
];

function styleFiles(): string[] {
  return styledTrees.flatMap((tree) =>
    readdirSync(join(root, tree), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css.ts'))
      .map((file) => join(root, tree, file)),
  );
}

/** `vars.color.primary` -> `primary`, `vars.tone.blue.text` -> `tone.blue.text`, `vars.tone[t].text` -> `tone.*.text`. */
function roleOf(node: ts.Node): string | undefined {
  const text = node.getText().replace(/\s+/g, '');
  const color = /^vars\.color\.(\w+)$/.exec(text);
  if (color) return color[1];
  const tone = /^vars\.tone(?:\.(\w+)|\[[^\]]+\])\.(\w+)$/.exec(text);
  return tone ? `tone.${tone[1] ?? '*'}.${tone[2]}` : undefined;
}

function propName(property: ts.ObjectLiteralElementLike): string | undefined {
  return ts.isPropertyAssignment(property) &&
    (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;
}

interface Found {
  where: string;
  foreground: string;
  background?: string;
}

const uiPartProperties = /^(border\w*|outline\w*|boxShadow|fill|stroke|textDecorationColor)$/;

/**
 * Every `color` with the `background` it is painted on within one style object, nested
 * selectors (hover, selected, pressed) and recipe variants inheriting their base's colours; and
 * every colour role inside a border, outline, shadow, fill or stroke.
 */
function scan(file: string): { text: Found[]; uiParts: Found[] } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const where = (node: ts.Node) =>
    `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const text: Found[] = [];
  const uiParts: Found[] = [];
  type Context = { color?: string; background?: string };

  const visit = (node: ts.Node, context: Context): void => {
    if (!ts.isObjectLiteralExpression(node)) {
      ts.forEachChild(node, (child) => visit(child, context));
      return;
    }
    const own: Context = {};
    for (const property of node.properties) {
      const name = propName(property);
      if (!name || !ts.isPropertyAssignment(property)) continue;
      if (name === 'color') own.color = roleOf(property.initializer);
      if (name === 'background' || name === 'backgroundColor') {
        own.background = roleOf(property.initializer);
      }
      if (uiPartProperties.test(name)) {
        const collect = (inner: ts.Node): void => {
          const role = roleOf(inner);
          if (role) uiParts.push({ where: where(inner), foreground: role });
          else ts.forEachChild(inner, collect);
        };
        collect(property.initializer);
      }
    }
    const next: Context = {
      color: own.color ?? context.color,
      background: own.background ?? context.background,
    };
    if (own.color) {
      text.push({ where: where(node), foreground: own.color, background: next.background });
    } else if (own.background && next.color) {
      text.push({ where: where(node), foreground: next.color, background: own.background });
    }
    // A recipe's variants are painted over its base.
    const base = node.properties.find((property) => propName(property) === 'base');
    let variantContext = next;
    if (base && ts.isPropertyAssignment(base)) {
      visit(base.initializer, next);
      const baseObject = ts.isCallExpression(base.initializer)
        ? base.initializer.arguments[0]
        : base.initializer;
      if (baseObject && ts.isObjectLiteralExpression(baseObject)) {
        for (const property of baseObject.properties) {
          if (!ts.isPropertyAssignment(property)) continue;
          const name = propName(property);
          if (name === 'color')
            variantContext = { ...variantContext, color: roleOf(property.initializer) };
          if (name === 'background' || name === 'backgroundColor') {
            variantContext = { ...variantContext, background: roleOf(property.initializer) };
          }
        }
      }
    }
    for (const property of node.properties) {
      if (property === base) continue;
      const name = propName(property);
      const inner = name === 'variants' || name === 'compoundVariants' ? variantContext : next;
      ts.forEachChild(property, (child) => visit(child, inner));
    }
  };
  visit(source, {});
  return { text, uiParts };
}

/** Pairs the scan sees that are never drawn, each with why. */
const exceptions = [
  {
    // The box sets its check glyph's colour once; unchecked (surface, pressed surfaceHover) it
    // draws no glyph, and checked it is on primary or danger, which are declared.
    matches: (where: string, foreground: string, background?: string) =>
      where.startsWith('packages/ui/src/components/Checkbox/Checkbox.css.ts') &&
      foreground === 'onPrimary' &&
      (background === 'surface' || background === 'surfaceHover'),
  },
];

describe('the colours the components use', () => {
  const found = styleFiles().map(scan);
  const text = found.flatMap((f) => f.text);
  const uiParts = found.flatMap((f) => f.uiParts);

  it('finds the styles it checks', () => {
    // A scan that silently finds nothing (moved trees, a new syntax) would pass everything.
    expect(text.length).toBeGreaterThan(150);
    expect(uiParts.length).toBeGreaterThan(50);
  });

  it('puts text only in declared text roles, on declared surfaces or as a fill label', () => {
    const matrix = (foreground: string, background?: string) =>
      (textRoles as readonly string[]).includes(foreground) &&
      (background === undefined || (surfaceRoles as readonly string[]).includes(background));
    const onFill = (foreground: string, background?: string) =>
      textOnFill.some(
        ({ text: label, fills }) =>
          label === foreground &&
          (background === undefined || (fills as readonly string[]).includes(background)),
      );
    // A tone's text on its own background (any tone when the tone is chosen at runtime).
    const toneOnTone = (foreground: string, background?: string) => {
      const tone = /^tone\.(\w+|\*)\.text$/.exec(foreground)?.[1];
      return (
        tone !== undefined && (background === undefined || background === `tone.${tone}.background`)
      );
    };
    const undeclared = text
      .filter(
        ({ where, foreground, background }) =>
          !matrix(foreground, background) &&
          !onFill(foreground, background) &&
          !toneOnTone(foreground, background) &&
          !exceptions.some((exception) => exception.matches(where, foreground, background)),
      )
      .map(({ where, foreground, background }) => `${where}: ${foreground} on ${background}`);
    expect(undeclared).toEqual([]);
  });

  it('draws edges, rings and marks only in roles held to 3:1 (or the decorative border)', () => {
    const allowed = new Set<string>([
      ...uiPartRoles,
      ...decorativeRoles,
      // A label colour drawn as a mark on its own fill (the logo's glyph on primary).
      ...textOnFill.map(({ text: label }) => label),
      // A surface colour as a border (a gap ring round an avatar or a swatch) separates, it
      // does not identify a control.
      ...surfaceRoles,
    ]);
    const undeclared = uiParts
      .filter(
        ({ foreground }) => !allowed.has(foreground) && !/^tone\.[\w*]+\.border$/.test(foreground),
      )
      .map(({ where, foreground }) => `${where}: ${foreground}`);
    expect(undeclared).toEqual([]);
  });
});
