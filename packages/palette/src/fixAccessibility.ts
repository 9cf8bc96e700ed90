import chroma from 'chroma-js';
import {
  checkAccessibility,
  contrastRatio,
  MIN_CONTRAST_RATIO,
  relativeLuminance,
} from './contrast';
import { nearestLightness } from './nearestLightness';
import type { Palette } from './types';

/** WCAG AA for large text, which email headers are (24 px bold by default). */
const LARGE_TEXT_RATIO = 3;
/** The labels a button may take on the accent: white first (spec 4), then the palette's own. */
const BUTTON_LABEL_WHITE = '#ffffff';
// How far text and background move apart per round when no primary fits between them.
const SPREAD_STEP = 1 / 64;

type TextPairs = Pick<Palette, 'primary' | 'background' | 'text'>;

function unreachable(what: string): never {
  // Unreachable (see nearestLightness), kept so a future change cannot return a failing palette.
  throw new Error(`fixAccessibility: no ${what} found`);
}

/** The spec's two pairs (primary and background against text), repaired as described below. */
function fixTextPairs(palette: Palette): TextPairs {
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
  if (!newPrimary || !newBackground) unreachable('accessible palette');

  if (textOnly && textOnly.change <= newPrimary.change + newBackground.change) {
    return { primary, background, text: textOnly.hex };
  }
  return { primary: newPrimary.hex, background: newBackground.hex, text };
}

/** `hex` with its HSL lightness moved by `delta` (clamped to 0..1). */
function shifted(hex: string, delta: number): string {
  const [h, s, l] = chroma(hex).hsl();
  const lightness = Math.min(1, Math.max(0, l + delta));
  return chroma.hsl(Number.isNaN(h) ? 0 : h, Number.isNaN(s) ? 0 : s, lightness).hex();
}

/**
 * A primary that headers can wear on the background (3:1, large text) while it still reads under the
 * text (4.5:1, the spec's pair). Between dark text and a light background (or the reverse) that
 * leaves a band of luminance that exists only when text and background are at least 13.5:1 apart;
 * when it does not, text and background move apart a little at a time until it does.
 */
function fixPrimaryOnBackground(pairs: TextPairs): TextPairs {
  let { background, text } = pairs;
  const textIsDarker = relativeLuminance(text) <= relativeLuminance(background);
  for (let round = 0; round <= 1 / SPREAD_STEP; round += 1) {
    const bg = background;
    const tx = text;
    const [darker, lighter] = textIsDarker ? [tx, bg] : [bg, tx];
    // The luminance band, +0.05 as in the WCAG ratio: over the darker by 4.5 or 3, under the lighter.
    const low =
      (relativeLuminance(darker) + 0.05) * (textIsDarker ? MIN_CONTRAST_RATIO : LARGE_TEXT_RATIO);
    const high =
      (relativeLuminance(lighter) + 0.05) / (textIsDarker ? LARGE_TEXT_RATIO : MIN_CONTRAST_RATIO);
    const primary =
      low <= high &&
      nearestLightness(
        pairs.primary,
        (candidate) =>
          contrastRatio(candidate, tx) >= MIN_CONTRAST_RATIO &&
          contrastRatio(candidate, bg) >= LARGE_TEXT_RATIO,
        (candidate) => contrastRatio(candidate, bg),
      );
    if (primary) return { primary: primary.hex, background, text };
    text = shifted(text, textIsDarker ? -SPREAD_STEP : SPREAD_STEP);
    background = shifted(background, textIsDarker ? SPREAD_STEP : -SPREAD_STEP);
  }
  return unreachable('primary readable on the background');
}

/** The best contrast a button label chosen among white, the background and the text gets on `accent`. */
function bestLabelContrast(accent: string, pairs: TextPairs): number {
  return Math.max(
    ...[BUTTON_LABEL_WHITE, pairs.background, pairs.text].map((label) =>
      contrastRatio(label, accent),
    ),
  );
}

/**
 * Returns the nearest palette that an email can wear readably, changing HSL lightness only (hue and
 * saturation stay); a palette that already meets everything is returned as it is. In order:
 * - the spec's check (`checkAccessibility`: primary and background against text, 4.5:1): the text
 *   colour alone moves, or the failing colours (primary and/or background) do, whichever is the
 *   smaller total change (the text on a tie);
 * - the primary on the background at 3:1, since `applyPalette` puts it on headers, which are large
 *   text (the spec's pairs put primary and background on the same side of the text, which alone
 *   gave 1.7:1 headers);
 * - the accent under a button label: white (the spec's) or the palette's background or text
 *   reaching 4.5:1 on it;
 * - `textSecondary` at 4.5:1 on the background (footers and the email preview use it).
 */
export function fixAccessibility(palette: Palette): Palette {
  const fixed = fixPrimaryOnBackground(fixTextPairs(palette));
  const accent = nearestLightness(
    palette.accent,
    (candidate) => bestLabelContrast(candidate, fixed) >= MIN_CONTRAST_RATIO,
    (candidate) => bestLabelContrast(candidate, fixed),
  );
  const onBackground = (candidate: string) => contrastRatio(candidate, fixed.background);
  const textSecondary = nearestLightness(
    palette.textSecondary,
    (candidate) => onBackground(candidate) >= MIN_CONTRAST_RATIO,
    onBackground,
  );
  if (!accent) return unreachable('readable button label');
  if (!textSecondary) return unreachable('readable secondary text');
  const next = { ...fixed, accent: accent.hex, textSecondary: textSecondary.hex };
  const changed = (Object.keys(next) as (keyof typeof next)[]).some(
    (key) => next[key] !== palette[key],
  );
  if (!changed) return palette;
  return { ...palette, ...next, id: `${palette.id}-accessible` };
}
