import { NAMED_COLORS } from './namedColors';

/** A colour in sRGB: channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)%?$/;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `50%` of `scale`, or the plain number. */
function numberOf(token: string, scale: number): number {
  return token.endsWith('%') ? (Number.parseFloat(token) / 100) * scale : Number.parseFloat(token);
}

function fromHex(digits: string): Rgba {
  const long = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (i: number) => Number.parseInt(long.slice(i * 2, i * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: long.length === 8 ? channel(3) / 255 : 1,
  };
}

function fromHsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const k = (n: number) => (n + h) % 12;
  const f = (n: number) =>
    l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/**
 * Reads the colours `isCssColor` accepts (hex, rgb()/rgba()/hsl()/hsla() in comma or space syntax,
 * `transparent` and the named colours) into channels; undefined for anything else.
 */
export function parseCssColor(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  const hex = HEX.exec(text);
  if (hex) return fromHex(hex[1]!);
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  if (Object.hasOwn(NAMED_COLORS, text)) return fromHex(NAMED_COLORS[text]!.slice(1));
  const call = FUNCTION.exec(text);
  if (!call) return undefined;
  const tokens = call[2]!.split(/[\s,/]+/).filter(Boolean);
  if (tokens.length < 3 || tokens.length > 4 || !tokens.every((token) => NUMBER.test(token)))
    return undefined;
  const a = tokens[3] === undefined ? 1 : clamp(numberOf(tokens[3], 1), 0, 1);
  const [r, g, b] = call[1]!.startsWith('rgb')
    ? [0, 1, 2].map((i) => numberOf(tokens[i]!, 255))
    : fromHsl(
        Number.parseFloat(tokens[0]!),
        // Saturation and lightness are percentages, with or without the sign.
        Number.parseFloat(tokens[1]!) / 100,
        Number.parseFloat(tokens[2]!) / 100,
      );
  return { r: clamp(r!, 0, 255), g: clamp(g!, 0, 255), b: clamp(b!, 0, 255), a };
}

/** `top` painted over the opaque `bottom`: what the eye sees, opaque. */
export function compositeOver(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** `#rrggbb` of a colour, ignoring its alpha. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
