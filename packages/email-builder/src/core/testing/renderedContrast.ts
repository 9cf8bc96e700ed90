import { contrastRatio } from '@crm/palette';
import { Parser } from 'htmlparser2';
import { compositeOver, parseCssColor, toHex, type Rgba } from '../parseCssColor';

/** A piece of text in rendered HTML, with the colours and size it is drawn in. */
export interface RenderedText {
  text: string;
  foreground: string;
  background: string;
  ratio: number;
  /** What WCAG AA asks of it: 4.5, or 3 for text of 24 px, or bold from 18.66 px. */
  required: number;
}

interface Frame {
  tag: string;
  color?: string;
  background: Rgba;
  fontPx: number;
  bold: boolean;
  hidden: boolean;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const VOID = new Set(['meta', 'img', 'br', 'hr', 'link', 'input', 'col', 'source']);
const NOT_TEXT = new Set(['title', 'style', 'script', 'head']);

function declarations(style: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) map.set(part.slice(0, colon).trim().toLowerCase(), part.slice(colon + 1).trim());
  }
  return map;
}

function pixels(size: string, parent: number): number {
  const n = Number.parseFloat(size);
  if (size.endsWith('px')) return n;
  if (size.endsWith('pt')) return (n * 4) / 3;
  if (size.endsWith('rem')) return n * 16;
  if (size.endsWith('em')) return n * parent;
  if (size.endsWith('%')) return (n / 100) * parent;
  return parent;
}

/**
 * Every visible piece of text in an email as a mail client without Outlook's conditional comments
 * would draw it: colours inherited and backgrounds painted over each other from inline styles and
 * `bgcolor`, on a white client canvas. Independent of the renderer's own contrast code, so a test
 * that uses it checks what the reader sees, whatever kind of block the text came from.
 */
export function renderedTexts(html: string): RenderedText[] {
  const found: RenderedText[] = [];
  const stack: Frame[] = [
    { tag: '#root', color: '#000000', background: WHITE, fontPx: 16, bold: false, hidden: false },
  ];
  const top = () => stack[stack.length - 1]!;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const parent = top();
        const css = declarations(attributes.style);
        const bg = css.get('background-color') ?? attributes.bgcolor;
        const bgRgba = bg ? parseCssColor(bg) : undefined;
        const weight = css.get('font-weight');
        const frame: Frame = {
          tag,
          color: css.get('color') ?? parent.color,
          background: bgRgba ? compositeOver(bgRgba, parent.background) : parent.background,
          fontPx: css.has('font-size')
            ? pixels(css.get('font-size')!, parent.fontPx)
            : /^h[1-6]$/.test(tag)
              ? parent.fontPx * 2
              : parent.fontPx,
          bold:
            weight !== undefined
              ? weight === 'bold' || Number(weight) >= 700
              : parent.bold || /^(h[1-6]|b|strong)$/.test(tag),
          hidden: parent.hidden || NOT_TEXT.has(tag) || css.get('display') === 'none',
        };
        if (VOID.has(tag)) return;
        stack.push(frame);
      },
      onclosetag(tag) {
        if (VOID.has(tag)) return;
        if (top().tag === tag) stack.pop();
      },
      ontext(raw) {
        const frame = top();
        const text = raw.replace(/&nbsp;|\u00a0/g, ' ').trim();
        if (!text || frame.hidden) return;
        const fg = parseCssColor(frame.color ?? '#000000');
        if (!fg) return;
        const foreground = toHex(compositeOver(fg, frame.background));
        const background = toHex(frame.background);
        const large = frame.fontPx >= 24 || (frame.bold && frame.fontPx >= 18.66);
        found.push({
          text,
          foreground,
          background,
          ratio: contrastRatio(foreground, background),
          required: large ? 3 : 4.5,
        });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The texts of `html` under WCAG AA. */
export function unreadableTexts(html: string): RenderedText[] {
  return renderedTexts(html).filter((text) => text.ratio < text.required);
}
