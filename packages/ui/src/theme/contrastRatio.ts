/** A `#rrggbb` channel (0-255) made linear, as WCAG 2.x's relative luminance defines it. */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const WEIGHTS = [0.2126, 0.7152, 0.0722] as const;

/**
 * WCAG 2.x contrast ratio of two `#rrggbb` colours, 1 to 21: the Foundations stories and the
 * contrast test measure the themes with it. ui's own: ui does not depend on @crm/palette.
 */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [a, b]
    .map((hex) =>
      WEIGHTS.reduce(
        (sum, weight, i) =>
          sum + weight * linear(Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)),
        0,
      ),
    )
    .sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
