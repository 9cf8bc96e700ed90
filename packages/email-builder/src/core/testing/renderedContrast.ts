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
  classes: readonly string[];
  color?: string;
  background: Rgba;
  fontPx: number;
  bold: boolean;
  hidden: boolean;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const DARK_CANVAS: Rgba = { r: 18, g: 18, b: 18, a: 1 };

/** One compound of a selector: a tag, classes, or both (`td`, `.eb-d1`, `table.eb-page`). */
interface Compound {
  tag?: string;
  classes: string[];
}
interface Rule {
  /** Compounds from the outermost to the element itself, descendant combinators between them. */
  path: Compound[];
  specificity: number;
  order: number;
  declarations: Map<string, string>;
}

function compound(text: string): Compound {
  const [tag, ...classes] = text.split('.');
  return { tag: tag || undefined, classes };
}

/**
 * The rules inside `@media (prefers-color-scheme:dark){...}` of the document's style blocks, as a
 * client in dark mode applies them. Only what the renderer writes there is understood: selector
 * lists of tag and class compounds joined by spaces, `!important` declarations.
 */
function darkRules(html: string): Rule[] {
  const rules: Rule[] = [];
  const media = /@media \(prefers-color-scheme:\s*dark\)\s*\{/g;
  for (let match = media.exec(html); match; match = media.exec(html)) {
    let depth = 1;
    let i = media.lastIndex;
    for (; depth > 0 && i < html.length; i += 1) {
      if (html[i] === '{') depth += 1;
      else if (html[i] === '}') depth -= 1;
    }
    const body = html.slice(media.lastIndex, i - 1);
    for (const [, selectors, block] of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      for (const selector of selectors!.split(',')) {
        const path = selector.trim().split(/\s+/).map(compound);
        const specificity = path.reduce((n, c) => n + c.classes.length * 100 + (c.tag ? 1 : 0), 0);
        rules.push({
          path,
          specificity,
          order: rules.length,
          declarations: declarations(block!.replace(/!important/g, '')),
        });
      }
    }
  }
  return rules;
}

const matchesCompound = (c: Compound, frame: { tag: string; classes: readonly string[] }) =>
  (!c.tag || c.tag === frame.tag) && c.classes.every((name) => frame.classes.includes(name));

/** Whether `rule` selects the element `self` inside `ancestors` (outermost first). */
function selects(
  rule: Rule,
  ancestors: readonly Frame[],
  self: { tag: string; classes: readonly string[] },
) {
  const path = rule.path;
  if (!matchesCompound(path[path.length - 1]!, self)) return false;
  let k = path.length - 2;
  for (let i = ancestors.length - 1; i >= 0 && k >= 0; i -= 1) {
    if (matchesCompound(path[k]!, ancestors[i]!)) k -= 1;
  }
  return k < 0;
}

/** What a text is measured in: the design's colours, or a client's in dark mode. */
export interface RenderedTextsOptions {
  /** 'dark' applies the document's `prefers-color-scheme: dark` rules over the inline styles. @default 'light' */
  scheme?: 'light' | 'dark';
}
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
 * `bgcolor`, on a white client canvas (a dark one in the dark scheme). Independent of the renderer's own contrast code, so a test
 * that uses it checks what the reader sees, whatever kind of block the text came from.
 */
export function renderedTexts(html: string, options: RenderedTextsOptions = {}): RenderedText[] {
  const found: RenderedText[] = [];
  const rules = options.scheme === 'dark' ? darkRules(html) : [];
  const stack: Frame[] = [
    {
      tag: '#root',
      classes: [],
      color: '#000000',
      background: options.scheme === 'dark' ? DARK_CANVAS : WHITE,
      fontPx: 16,
      bold: false,
      hidden: false,
    },
  ];
  const top = () => stack[stack.length - 1]!;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const parent = top();
        const css = declarations(attributes.style);
        const self = { tag, classes: (attributes.class ?? '').split(/\s+/).filter(Boolean) };
        // Dark-mode rules are all !important: they win over inline styles, the most specific first.
        const matched = rules
          .filter((rule) => selects(rule, stack, self))
          .sort((a, b) => a.specificity - b.specificity || a.order - b.order);
        for (const rule of matched) for (const [k, v] of rule.declarations) css.set(k, v);
        const bg = css.get('background-color') ?? attributes.bgcolor;
        const bgRgba = bg ? parseCssColor(bg) : undefined;
        const weight = css.get('font-weight');
        const frame: Frame = {
          tag,
          classes: self.classes,
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
export function unreadableTexts(html: string, options?: RenderedTextsOptions): RenderedText[] {
  return renderedTexts(html, options).filter((text) => text.ratio < text.required);
}
