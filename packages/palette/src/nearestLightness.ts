import chroma from 'chroma-js';
import { contrastRatio } from './contrast';

// Half an 8-bit channel step in HSL lightness: finer steps would only revisit the same hex values.
const LIGHTNESS_STEP = 1 / 512;

/** A colour found by `nearestLightness`. */
export interface LightnessMove {
  hex: string;
  /** How far the HSL lightness moved, 0 to 1. */
  change: number;
}

/** `#rrggbb` of an HSL colour (hue in degrees, saturation and lightness 0 to 1), as chroma.hsl().hex(). */
function hslHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function hslOf(hex: string): [hue: number, saturation: number, lightness: number] {
  const [h, s, l] = chroma(hex).hsl();
  // Greys have no hue (NaN); any hue gives the same grey at zero saturation.
  return [Number.isNaN(h) ? 0 : h, Number.isNaN(s) ? 0 : s, l];
}

/**
 * The colour with the same hue and saturation whose HSL lightness is nearest the original and which
 * satisfies `passes` (the colour itself when it does); of two at the same distance, the one `score`
 * rates higher. Null when no lightness passes. Lightness 0 and 1 are pure black and white whatever
 * the hue, so a search for contrast against a single colour always succeeds: one of black or white
 * reaches 4.58:1 with anything.
 */
export function nearestLightness(
  hex: string,
  passes: (candidate: string) => boolean,
  score: (candidate: string) => number = () => 0,
): LightnessMove | null {
  if (passes(hex)) return { hex, change: 0 };
  const [h, s, l0] = hslOf(hex);
  for (let k = 1; ; k += 1) {
    const down = Math.max(0, l0 - k * LIGHTNESS_STEP);
    const up = Math.min(1, l0 + k * LIGHTNESS_STEP);
    const found: LightnessMove[] = [];
    for (const l of [down, up]) {
      const candidate = hslHex(h, s, l);
      if (passes(candidate)) found.push({ hex: candidate, change: Math.abs(l - l0) });
    }
    if (found.length > 0) {
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

/**
 * `color` with its lightness moved as little as needed to reach `minimum` contrast on `background`
 * (unchanged when it already does): hue and saturation stay, so a brand colour stays recognisable.
 */
export function readableOn(color: string, background: string, minimum: number): string {
  const against = (candidate: string) => contrastRatio(candidate, background);
  const found = nearestLightness(color, (candidate) => against(candidate) >= minimum, against);
  // Only a minimum above 4.58 can fail against one colour; black or white is then the best there is.
  if (found) return found.hex;
  return against('#000000') >= against('#ffffff') ? '#000000' : '#ffffff';
}
