import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  curatedThemes,
  fixAccessibility,
  generatePalette,
  PALETTE_METHODS,
  STATUS_COLORS,
  type Palette,
} from '@crm/palette';
import { applyPalette, PALETTE_BUTTON_TEXT } from './applyPalette';
import { ELEMENT_TYPES } from './constants';
import { contrastIssues, requiredContrast, visibleTextColors } from './contrastIssues';
import { createElement } from './createElement';
import { defaultDesign, defaultTemplateDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { renderDesign } from './renderDesign';
import type { Design } from './schema';
import { premadeTemplates } from './templates/premadeTemplates';
import { validDesignInput } from './testing/designArbitrary';
import { renderedTexts, unreadableTexts } from './testing/renderedContrast';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const anyPalette: fc.Arbitrary<Palette> = fc.record({
  id: fc.constant('any'),
  name: fc.constant('Any'),
  primary: hex,
  secondary: hex,
  accent: hex,
  background: hex,
  text: hex,
  textSecondary: hex,
  border: hex,
  success: fc.constant(STATUS_COLORS.success),
  warning: fc.constant(STATUS_COLORS.warning),
  error: fc.constant(STATUS_COLORS.error),
});

/** One block of every kind that carries text, in a size that needs 4.5:1 and one that needs 3:1. */
const everyTextKind: Design = {
  style: defaultDesign.style,
  elements: [
    ...ELEMENT_TYPES.map((type) => ({ ...createElement(type), id: `${type}-every` })),
    { id: 'small-header', type: 'header', content: 'Small header', settings: { fontSize: '16px' } },
    { id: 'footer', type: 'text', content: 'Unsubscribe any time', settings: { fontSize: '12px' } },
    { id: 'big-text', type: 'text', content: 'Big text', settings: { fontSize: '28px' } },
    { id: 'big-button', type: 'button', content: 'Big', settings: { fontSize: '20px' } },
    {
      id: 'card',
      type: 'text',
      content: 'On a white card',
      settings: { backgroundColor: '#ffffff', color: '#333333' },
    },
  ],
};

const designs: [string, Design][] = [
  ['builder starter', defaultDesign],
  ['templates page default', defaultTemplateDesign],
  ['every text kind', everyTextKind],
  ...premadeTemplates.map((t): [string, Design] => [t.name, t.design]),
];
const curated = curatedThemes.flatMap((theme) => theme.palettes);

/** What a reader of the email would find unreadable, and what contrastIssues reports. */
function problems(design: Design) {
  return {
    contrastIssues: contrastIssues(design),
    rendered: unreadableTexts(renderDesign(design)),
  };
}

describe('applyPalette', () => {
  it('gives a readable email for every curated palette on every template, every kind of text', () => {
    for (const palette of curated) {
      for (const [name, design] of designs) {
        const themed = applyPalette(design, palette);
        expect(problems(themed), `${palette.name} on ${name}`).toEqual({
          contrastIssues: [],
          rendered: [],
        });
      }
    }
  });

  it('keeps the curated palettes as they are: primary headers, accent buttons, no adjusted colour', () => {
    const roles = (p: Palette) =>
      new Set([p.primary, p.secondary, p.text, p.textSecondary, p.background, PALETTE_BUTTON_TEXT]);
    for (const palette of curated) {
      for (const [name, design] of designs) {
        const themed = applyPalette(design, palette);
        for (const element of themed.elements) {
          if (element.type === 'header' && element.settings.fontSize !== '16px') {
            expect(element.settings.color, `${palette.name} ${name} ${element.id}`).toBe(
              palette.primary,
            );
          }
          if (element.type === 'button')
            expect(element.settings.backgroundColor).toBe(palette.accent);
          if (element.settings.color && ['header', 'text', 'button'].includes(element.type)) {
            expect(roles(palette).has(element.settings.color)).toBe(true);
          }
        }
      }
    }
  });

  it('gives a readable email for thousands of generated palettes on every template', () => {
    const bases = fc.sample(hex, { numRuns: 600, seed: 17 });
    let checked = 0;
    for (const base of bases) {
      for (const method of PALETTE_METHODS) {
        const palette = generatePalette(base, method);
        for (const [name, design] of designs) {
          const themed = applyPalette(design, palette);
          expect(contrastIssues(themed), `${palette.id} on ${name}`).toEqual([]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(600 * PALETTE_METHODS.length * designs.length);
  }, 60_000);

  it('reads in the rendered HTML for generated palettes too (what the reader sees)', () => {
    for (const base of fc.sample(hex, { numRuns: 150, seed: 13 })) {
      for (const method of PALETTE_METHODS) {
        const palette = generatePalette(base, method);
        for (const [name, design] of designs) {
          expect(
            unreadableTexts(renderDesign(applyPalette(design, palette))),
            `${palette.id} on ${name}`,
          ).toEqual([]);
        }
      }
    }
  }, 60_000);

  it('gives a readable email for any colours at all on any valid design', () => {
    fc.assert(
      fc.property(validDesignInput, anyPalette, (input, palette) => {
        const themed = applyPalette(parseDesign(input), palette);
        // See-through colours the design keeps on its own (a divider's, a spacer's) do not matter
        // here; every text is measured where it sits.
        expect(contrastIssues(themed)).toEqual([]);
        expect(() => parseDesign(themed)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('prefers the palette: primary headers, white labels on the accent, wherever they read', () => {
    fc.assert(
      fc.property(anyPalette, (palette) => {
        const themed = applyPalette(everyTextKind, palette);
        expect(themed.style.backgroundColor).toBe(palette.background);
        for (const element of themed.elements) {
          const original = everyTextKind.elements.find((e) => e.id === element.id)!;
          if (element.type === 'header') {
            const primaryReads =
              visibleTextColors(
                { ...element, settings: { ...element.settings, color: palette.primary } },
                themed.style,
              )!.ratio >= requiredContrast(element, themed.style);
            if (primaryReads) expect(element.settings.color).toBe(palette.primary);
          } else if (element.type === 'button') {
            expect(element.settings.backgroundColor).toBe(palette.accent);
            const whiteReads =
              contrastRatio(PALETTE_BUTTON_TEXT, palette.accent) >=
              requiredContrast(element, themed.style);
            if (whiteReads) expect(element.settings.color).toBe(PALETTE_BUTTON_TEXT);
          } else if (element.type !== 'text') {
            expect(element).toEqual(original);
          }
        }
      }),
    );
  });

  it('adjusts lightness only when no colour of the palette reads', () => {
    // Every colour a mid grey: nothing reads on it, so the text colour darkens or lightens.
    const grey = '#808080';
    const flat = {
      primary: grey,
      secondary: grey,
      accent: grey,
      background: grey,
      text: grey,
      textSecondary: grey,
    };
    const themed = applyPalette(defaultDesign, flat);
    expect(contrastIssues(themed)).toEqual([]);
    const [header, text, button] = themed.elements;
    expect(header?.settings.color).not.toBe(grey);
    // The grey moved as little as it had to: still a grey, now 4.5:1 on the grey background.
    expect(text?.settings.color).toMatch(/^#([0-9a-f]{2})\1\1$/);
    expect(contrastRatio(text!.settings.color!, grey)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text!.settings.color!, grey)).toBeLessThan(4.7);
    expect(button?.settings.backgroundColor).toBe(grey);
  });

  it('applies spec 4 to the builder starter design when the colours read', () => {
    const result = applyPalette(defaultDesign, {
      primary: '#1d4ed8',
      accent: '#b91c1c',
      background: '#ffffff',
      text: '#111827',
    });
    expect(result.style).toMatchObject({ backgroundColor: '#ffffff', textColor: '#111827' });
    expect(result.elements[0]?.settings.color).toBe('#1d4ed8');
    expect(result.elements[1]?.settings).toEqual({
      ...defaultDesign.elements[1]!.settings,
      color: '#111827',
    });
    expect(result.elements[2]?.settings).toMatchObject({
      backgroundColor: '#b91c1c',
      color: '#ffffff',
    });
  });

  it('fixes what the issue found: Executive Navy (as it was) on Welcome, white on a light accent', () => {
    const navy = {
      primary: '#1e3a8a',
      accent: '#38bdf8',
      background: '#0f172a',
      text: '#f8fafc',
      secondary: '#334155',
      textSecondary: '#cbd5e1',
    };
    const welcome = premadeTemplates.find((t) => t.type === 'welcome')!.design;
    const themed = applyPalette(welcome, navy);
    expect(problems(themed)).toEqual({ contrastIssues: [], rendered: [] });
    const header = themed.elements.find((e) => e.type === 'header')!;
    const button = themed.elements.find((e) => e.type === 'button')!;
    expect(header.settings.color).toBe(navy.text); // the navy primary reads 1.72:1: not kept
    expect(button.settings.color).toBe(navy.background); // white on sky blue is 2.14:1
    // With the palette fixed first, the email wears it unchanged.
    const fixed = fixAccessibility({ ...curated[0]!, ...navy });
    const fromFixed = applyPalette(welcome, fixed);
    expect(fromFixed.elements.find((e) => e.type === 'header')!.settings.color).toBe(fixed.primary);
  });

  it('is pure and idempotent', () => {
    fc.assert(
      fc.property(validDesignInput, anyPalette, (input, palette) => {
        const design = parseDesign(input);
        const before = structuredClone(design);
        const once = applyPalette(design, palette);
        expect(design).toEqual(before);
        expect(applyPalette(once, palette)).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });

  it("keeps a text element's own background only while the palette's text reads on it", () => {
    const card = {
      id: 'card',
      type: 'text' as const,
      content: 'On a white card',
      settings: { backgroundColor: '#ffffff', color: '#333333' },
    };
    const design = { ...defaultDesign, elements: [card] };
    const light = { primary: '#1d4ed8', accent: '#2563eb', background: '#f8fafc', text: '#0f172a' };
    const dark = { primary: '#93c5fd', accent: '#2563eb', background: '#0f172a', text: '#f8fafc' };
    expect(applyPalette(design, light).elements[0]?.settings).toEqual({
      backgroundColor: '#ffffff',
      color: '#0f172a',
    });
    expect(applyPalette(design, dark).elements[0]?.settings).toEqual({ color: '#f8fafc' });
  });

  it('sees every text of every kind in the rendered check', () => {
    // The independent check finds the header, the text blocks and the button labels.
    const texts = renderedTexts(renderDesign(everyTextKind)).map((t) => t.text);
    for (const element of everyTextKind.elements) {
      if (element.content && ['header', 'text', 'button'].includes(element.type)) {
        expect(texts).toContain(element.content);
      }
    }
  });
});
