import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { curatedThemes } from '@crm/palette';
import { applyPalette } from './applyPalette';
import { contrastIssues } from './contrastIssues';
import { defaultDesign, defaultTemplateDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { premadeTemplates } from './templates/premadeTemplates';
import { validDesignInput } from './testing/designArbitrary';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const palette = fc.record({
  primary: hex,
  secondary: hex,
  accent: hex,
  background: hex,
  text: hex,
});

describe('applyPalette', () => {
  it('applies spec 4 to the builder starter design', () => {
    const result = applyPalette(defaultDesign, {
      primary: '#111111',
      accent: '#222222',
      background: '#333333',
      text: '#444444',
    });
    expect(result.style).toMatchObject({ backgroundColor: '#333333', textColor: '#444444' });
    expect(result.elements[0]?.settings.color).toBe('#111111');
    expect(result.elements[1]?.settings).toEqual({
      ...defaultDesign.elements[1]!.settings,
      color: '#444444',
    });
    expect(result.elements[2]?.settings).toMatchObject({
      backgroundColor: '#222222',
      color: '#ffffff',
    });
  });

  it('sets background and text, headers primary, buttons accent with white text; leaves the rest', () => {
    fc.assert(
      fc.property(validDesignInput, palette, (input, colours) => {
        const design = parseDesign(input);
        const before = structuredClone(design);
        const result = applyPalette(design, colours);
        expect(design).toEqual(before); // pure
        expect(result.style).toEqual({
          ...design.style,
          backgroundColor: colours.background,
          textColor: colours.text,
        });
        expect(result.elements).toHaveLength(design.elements.length);
        result.elements.forEach((element, i) => {
          const original = design.elements[i]!;
          expect(element.id).toBe(original.id);
          expect(element.content).toBe(original.content);
          if (element.type === 'header') {
            expect(element.settings).toEqual({ ...original.settings, color: colours.primary });
          } else if (element.type === 'button') {
            expect(element.settings).toEqual({
              ...original.settings,
              backgroundColor: colours.accent,
              color: '#ffffff',
            });
          } else if (element.type === 'text') {
            const { backgroundColor, ...rest } = element.settings;
            expect(rest).toEqual({
              ...original.settings,
              backgroundColor: undefined,
              color: colours.text,
            });
            if (backgroundColor !== undefined)
              expect(backgroundColor).toBe(original.settings.backgroundColor);
          } else {
            expect(element).toEqual(original);
          }
        });
        expect(() => parseDesign(result)).not.toThrow();
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(validDesignInput, palette, (input, colours) => {
        const once = applyPalette(parseDesign(input), colours);
        expect(applyPalette(once, colours)).toEqual(once);
      }),
    );
  });

  it('leaves no text unreadable when a curated palette is applied to any template', () => {
    const designs = [
      defaultDesign,
      defaultTemplateDesign,
      ...premadeTemplates.map((t) => t.design),
    ];
    for (const theme of curatedThemes) {
      for (const palette of theme.palettes) {
        for (const design of designs) {
          const texts = new Set(
            design.elements
              .filter((element) => element.type === 'text')
              .map((element) => element.id),
          );
          const issues = contrastIssues(applyPalette(parseDesign(design), palette));
          expect(
            issues.filter((issue) => texts.has(issue.elementId)),
            `${palette.name} on ${design.elements[0]?.id}`,
          ).toEqual([]);
        }
      }
    }
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
});
