import { describe, expect, it } from 'vitest';
import { checkAccessibility } from './contrast';
import { curatedThemes } from './curatedThemes';
import { fixAccessibility } from './fixAccessibility';
import { isValidHex } from './hex';

describe('curatedThemes', () => {
  it('has the spec’s four categories with two palettes each', () => {
    expect(curatedThemes.map((theme) => theme.name)).toEqual([
      'Corporate',
      'E-commerce',
      'Healthcare',
      'Creative',
    ]);
    for (const theme of curatedThemes) {
      expect(theme.description).not.toBe('');
      expect(theme.palettes).toHaveLength(2);
    }
  });

  it.each(curatedThemes.flatMap((theme) => theme.palettes.map((p) => [p.name, p] as const)))(
    '%s passes checkAccessibility with valid colours',
    (_name, palette) => {
      expect(checkAccessibility(palette)).toEqual({ accessible: true, issues: [] });
      // Nothing to repair, textSecondary on background (the email footer) included.
      expect(fixAccessibility(palette)).toBe(palette);
      for (const [key, value] of Object.entries(palette)) {
        if (key !== 'id' && key !== 'name') expect(isValidHex(value)).toBe(true);
      }
    },
  );

  it('has unique palette ids', () => {
    const ids = curatedThemes.flatMap((theme) => theme.palettes.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
