import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPalette } from './applyPalette';
import { defaultDesign } from './defaults';
import { parseDesign } from './parseDesign';
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
    expect(result.elements[1]).toBe(defaultDesign.elements[1]);
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
});
