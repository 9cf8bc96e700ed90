import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, curatedThemes, generatePalettes } from '@crm/palette';
import { applyPalette } from './applyPalette';
import { contrastIssues } from './contrastIssues';
import { darkDesign, darkElementColors, darkPage } from './darkMode';
import { defaultDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { renderDesign } from './renderDesign';
import type { Design } from './schema';
import { premadeTemplates } from './templates/premadeTemplates';
import { uncheckedDesign, validDesignInput } from './testing/designArbitrary';
import { renderedTexts, unreadableTexts } from './testing/renderedContrast';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const curated = curatedThemes.flatMap((theme) => theme.palettes);
// Many generated palettes: every method from bases spread over the colour cube.
const generated = fc
  .sample(hex, { numRuns: 40, seed: 31 })
  .flatMap((base) => generatePalettes(base));
const templates = premadeTemplates.map((t): [string, Design] => [t.name, t.design]);

/** What a reader finds unreadable in `scheme`, by the renderer's model and in the rendered HTML. */
function unreadable(design: Design, scheme: 'light' | 'dark') {
  return [
    ...contrastIssues(design, { scheme }).map((issue) => issue.elementId),
    ...unreadableTexts(renderDesign(design), { scheme }).map((text) => text.text),
  ];
}

describe('darkPage', () => {
  it('turns a white page dark and its dark text light, at 4.5:1 at least', () => {
    const page = darkPage(defaultDesign.style);
    expect(contrastRatio(page.backgroundColor, '#000000')).toBeLessThan(1.5);
    expect(contrastRatio(page.textColor, page.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a page that is dark already', () => {
    const style = { ...defaultDesign.style, backgroundColor: '#0f172a', textColor: '#e2e8f0' };
    expect(darkPage(style)).toEqual({ backgroundColor: '#0f172a', textColor: '#e2e8f0' });
  });
});

describe('darkElementColors', () => {
  const style = defaultDesign.style;

  it('keeps a brand button and its white label', () => {
    const button = {
      id: 'b',
      type: 'button' as const,
      content: 'Go',
      settings: { backgroundColor: '#2563eb', color: '#ffffff' },
    };
    expect(darkElementColors(button, style)).toEqual({
      color: '#ffffff',
      backgroundColor: '#2563eb',
    });
  });

  it('darkens a glaring card and lightens its text', () => {
    const card = {
      id: 't',
      type: 'text' as const,
      content: 'Card',
      settings: { backgroundColor: '#fef9c3', color: '#713f12' },
    };
    const dark = darkElementColors(card, style)!;
    expect(contrastRatio(dark.backgroundColor!, '#000000')).toBeLessThan(2);
    expect(contrastRatio(dark.color, dark.backgroundColor!)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the rendered email in dark mode', () => {
  const html = renderDesign(defaultDesign);

  it('declares both schemes instead of forcing light', () => {
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain(':root{color-scheme:light dark;supported-color-schemes:light dark}');
  });

  it('carries the prefers-color-scheme rules and the Outlook.com selectors, each in a style block of its own', () => {
    const blocks = html.match(/<style>[^<]*<\/style>/g)!;
    expect(blocks).toHaveLength(3);
    expect(blocks[1]).toMatch(/^<style>@media \(prefers-color-scheme:dark\)\{/);
    expect(blocks[2]).toContain('[data-ogsc] .eb-d');
    expect(blocks[2]).toContain('[data-ogsb] .eb-page{background-color:');
    // Every text row carries its class; the light styles stay inline.
    expect(html.match(/<tbody class="eb-d\d+">/g)).toHaveLength(
      defaultDesign.elements.filter((e) => ['header', 'text', 'button'].includes(e.type)).length,
    );
  });

  it('shows every text in dark colours: the rendered page is dark, the texts light', () => {
    const texts = renderedTexts(html, { scheme: 'dark' });
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts.filter((t) => t.text !== 'Learn More')) {
      expect(contrastRatio(text.background, '#000000')).toBeLessThan(1.5);
    }
    // And light is untouched by them.
    const light = renderedTexts(html);
    expect(contrastRatio(light[0]!.background, '#000000')).toBeGreaterThan(15);
  });

  it('measures the same colours as darkDesign', () => {
    const dark = darkDesign(defaultDesign);
    const rendered = renderedTexts(html, { scheme: 'dark' });
    const header = dark.elements.find((e) => e.type === 'header')!;
    expect(rendered.find((t) => t.text === header.content)?.foreground).toBe(header.settings.color);
  });
});

describe('dark mode meets WCAG AA', () => {
  it.each(templates)('%s, as designed, reads in both schemes', (_name, design) => {
    expect(unreadable(design, 'light')).toEqual([]);
    expect(unreadable(design, 'dark')).toEqual([]);
  });

  it('every premade template under every curated and generated palette reads in both schemes', () => {
    for (const palette of [...curated, ...generated]) {
      for (const [name, design] of templates) {
        const themed = applyPalette(design, palette);
        for (const scheme of ['light', 'dark'] as const) {
          expect({
            name,
            palette: palette.id,
            scheme,
            unreadable: unreadable(themed, scheme),
          }).toEqual({
            name,
            palette: palette.id,
            scheme,
            unreadable: [],
          });
        }
      }
    }
  }, 60_000);

  it('any valid design reads in dark, whatever its light colours (property)', () => {
    fc.assert(
      fc.property(validDesignInput, (input) => {
        const design = parseDesign(input);
        expect(contrastIssues(design, { scheme: 'dark' })).toEqual([]);
        expect(unreadableTexts(renderDesign(design), { scheme: 'dark' })).toEqual([]);
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it('an unchecked design renders its dark styles without throwing', () => {
    fc.assert(
      fc.property(uncheckedDesign, (design) => {
        expect(renderDesign(design as Design)).toContain('prefers-color-scheme:dark');
      }),
      { numRuns: 100, seed: 3 },
    );
  });
});
