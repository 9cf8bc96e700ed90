import chroma from 'chroma-js';
import { checkAccessibility, contrastRatio, MIN_CONTRAST_RATIO } from './contrast';
import type { Palette } from './types';

// Half an 8-bit channel step in HSL lightness: finer steps would only revisit the same hex values.
const LIGHTNESS_STEP = 1 / 512;

interface Adjusted {
  hex: string;
  /** How far the HSL lightness moved, 0 to 1. */
  change: number;
}

function hslOf(hex: string): [hue: number, saturation: number, lightness: number] {
  const [h, s, l] = chroma(hex).hsl();
  // Greys have no hue (NaN); any hue gives the same grey at zero saturation.
  return [Number.isNaN(h) ? 0 : h, Number.isNaN(s) ? 0 : s, l];
}

/**
 * The colour with the same hue and saturation whose lightness is nearest the original and which
 * satisfies `passes`. HSL lightness 0 and 1 are pure black and white whatever the hue, so a search
 * against a single other colour always succeeds: one of black or white reaches 4.5:1 with anything.
 */
function nearestLightness(
  hex: string,
  passes: (candidate: string) => boolean,
  score: (candidate: string) => number,
): Adjusted | null {
  if (passes(hex)) return { hex, change: 0 };
  const [h, s, l0] = hslOf(hex);
  for (let k = 1; ; k += 1) {
    const down = Math.max(0, l0 - k * LIGHTNESS_STEP);
    const up = Math.min(1, l0 + k * LIGHTNESS_STEP);
    const found: Adjusted[] = [];
    for (const l of [down, up]) {
      const candidate = chroma.hsl(h, s, l).hex();
      if (passes(candidate)) found.push({ hex: candidate, change: Math.abs(l - l0) });
    }
    if (found.length > 0) {
      // Both directions at the same distance: keep the one with the more comfortable contrast.
      return found.reduce((best, next) =>
        next.change < best.change ||
        (next.change === best.change && score(next.hex) > score(best.hex))
          ? next
          : best,
      );
    }
    if (down === 0 && up === 1) return null;
  }
}

/** The spec's two pairs (primary and background against text), repaired as described below. */
function fixTextPairs(palette: Palette): Pick<Palette, 'primary' | 'background' | 'text'> {
  const { primary, background, text } = palette;
  if (checkAccessibility(palette).accessible) return { primary, background, text };

  const againstText = (candidate: string) => contrastRatio(candidate, text);
  const textOnly = nearestLightness(
    text,
    (candidate) =>
      contrastRatio(candidate, primary) >= MIN_CONTRAST_RATIO &&
      contrastRatio(candidate, background) >= MIN_CONTRAST_RATIO,
    (candidate) =>
      Math.min(contrastRatio(candidate, primary), contrastRatio(candidate, background)),
  );
  const passesText = (candidate: string) => againstText(candidate) >= MIN_CONTRAST_RATIO;
  const newPrimary = nearestLightness(primary, passesText, againstText);
  const newBackground = nearestLightness(background, passesText, againstText);
  if (!newPrimary || !newBackground) {
    // Unreachable (see nearestLightness), kept so a future change cannot return a failing palette.
    throw new Error('fixAccessibility: no accessible palette found');
  }

  if (textOnly && textOnly.change <= newPrimary.change + newBackground.change) {
    return { primary, background, text: textOnly.hex };
  }
  return { primary: newPrimary.hex, background: newBackground.hex, text };
}

/**
 * Returns the nearest palette that passes `checkAccessibility` and whose `textSecondary` also
 * reaches 4.5:1 on the background, changing HSL lightness only (hue and saturation stay). For the
 * spec's two pairs, two repairs are compared and the smaller total lightness change wins (the text
 * repair on a tie): moving the text colour alone, or keeping the text and moving the failing colour
 * (primary and/or background). Then `textSecondary` moves as little as it must to read on the
 * resulting background: the email preview sets its footer in it, though the spec's check leaves
 * it out. A palette that already meets all three is returned as it is.
 */
export function fixAccessibility(palette: Palette): Palette {
  const fixed = fixTextPairs(palette);
  const onBackground = (candidate: string) => contrastRatio(candidate, fixed.background);
  const textSecondary = nearestLightness(
    palette.textSecondary,
    (candidate) => onBackground(candidate) >= MIN_CONTRAST_RATIO,
    onBackground,
  );
  if (!textSecondary) {
    // Unreachable (see nearestLightness), kept so a future change cannot return a failing palette.
    throw new Error('fixAccessibility: no readable secondary text found');
  }
  const changed =
    textSecondary.change > 0 ||
    (['primary', 'background', 'text'] as const).some((key) => fixed[key] !== palette[key]);
  if (!changed) return palette;
  return {
    ...palette,
    ...fixed,
    id: `${palette.id}-accessible`,
    textSecondary: textSecondary.hex,
  };
}
