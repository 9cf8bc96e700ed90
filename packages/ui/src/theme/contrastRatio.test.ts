import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrastRatio';

describe('contrastRatio', () => {
  it('gives WCAG 2.x ratios: 21 for black on white, 1 for a colour on itself, either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('matches published figures: #767676 on white is the 4.54:1 grey', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#1d4ed8')).toBeCloseTo(6.7, 1);
  });
});
