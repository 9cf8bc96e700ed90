import { darkElementColors, darkPage, type DarkColors, type DarkPage } from '../darkMode';
import type { DesignElement, EmailStyle } from '../schema';
import { color, fontSize } from './checkedValues';

// The dark colours of an element depend only on these few checked values: they are kept across
// renders (a design has a handful of colour pairs; a 100-block render looks them up, not up again).
const known = new Map<string, DarkColors | undefined>();
const knownPages = new Map<string, DarkPage>();
const MAX_KNOWN = 512;

function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  if (map.has(key)) return map.get(key) as T;
  const value = make();
  if (map.size >= MAX_KNOWN) map.clear();
  map.set(key, value);
  return value;
}

// Text takes its dark colour on every element that can carry it: the cell, the heading or
// paragraph, list items and links (a rich text link has its own inline colour).
const TEXT_PARTS = ['td', 'h1', 'p', 'li', 'a'];

/** Class name of the page's parts (body, wrapper tables, the content cell). */
export const DARK_PAGE_CLASS = 'eb-page';

/**
 * Dark-mode styles of one render: each distinct colour pair gets a class (`eb-d0`, `eb-d1`, ...)
 * that the element's row carries, and `css()` gives the rules for it three ways: under
 * `@media (prefers-color-scheme: dark)` (Apple Mail, iOS Mail, Outlook for Mac, ...) and behind the
 * `[data-ogsc]` / `[data-ogsb]` attributes that Outlook.com and the Outlook apps built on it set on
 * the message when they darken it (they ignore the media query and rewrite inline colours, keeping
 * the originals in those attributes). Colours come from `darkElementColors`, so every text meets
 * WCAG AA in dark as `contrastIssues(design, { scheme: 'dark' })` measures.
 */
export class DarkStyles {
  readonly page: DarkPage;
  private readonly style: EmailStyle;
  private readonly pageKey: string;
  private readonly classes = new Map<string, string>();
  private textRules = '';
  private backgroundRules = '';
  private outlookTextRules = '';
  private outlookBackgroundRules = '';
  // The surface the blocks of the current columns element sit on, when it has its own.
  private columnSurface: Surface | undefined;
  // This render's classes by the raw values they were made from (type, colour, background, size):
  // nested maps of values the design already holds, so a lookup hashes no new string.
  private readonly byValues: ValueTree = new Map();

  constructor(style: EmailStyle) {
    this.style = style;
    this.pageKey = `${style.backgroundColor}|${style.textColor}|${style.fontSize}`;
    this.page = remember(knownPages, this.pageKey, () => darkPage(style));
  }

  /** The class for an element's row (`''` when it has no colours to change). */
  classFor(element: DesignElement, inColumn = false): string {
    if (!element || typeof element !== 'object') return '';
    const s = element.settings ?? {};
    if (!inColumn) this.columnSurface = undefined;
    const around = inColumn && this.columnSurface ? this.columnSurface : undefined;
    const style = around?.style ?? this.style;
    const page = around?.page ?? this.page;
    const where = around?.key ?? this.pageKey;
    // A plain string: 'columns' is compared before the schema knows every type.
    const type: string = element.type;
    if (type === 'columns') {
      if (inColumn) return '';
      const own = color(s.backgroundColor, '');
      if (!own) return '';
      const surface = darkElementColors(
        { id: 'c', type: 'text', content: 'x', settings: { backgroundColor: own } },
        this.style,
        this.page,
      )?.backgroundColor;
      if (!surface) return '';
      this.columnSurface = {
        style: { ...this.style, backgroundColor: own },
        page: { ...this.page, backgroundColor: surface },
        key: `${this.pageKey}|${own}`,
        byValues: new Map(),
      };
      return this.classOf(
        `c|${own}|${where}`,
        () => ({ color: '', backgroundColor: surface }),
        'columns',
      );
    }
    if (type !== 'header' && type !== 'text' && type !== 'button') return '';
    const tree = around?.byValues ?? this.byValues;
    const byColor = branch(tree, type);
    const byBackground = branch(byColor, s.color);
    const bySize = branch(byBackground, s.backgroundColor);
    const known = bySize.get(s.fontSize);
    if (known !== undefined) return known as string;
    const name = this.textClass(type, s, style, page, where);
    bySize.set(s.fontSize, name);
    return name;
  }

  private textClass(
    type: 'header' | 'text' | 'button',
    s: DesignElement['settings'],
    style: EmailStyle,
    page: DarkPage,
    where: string,
  ): string {
    const button = type === 'button';
    const checked = {
      color: color(s.color, button ? '#ffffff' : style.textColor),
      backgroundColor: color(s.backgroundColor, button ? '#2563EB' : ''),
      fontSize: fontSize(s.fontSize, type === 'header' ? '24px' : style.fontSize),
    };
    const key = `${type}|${checked.color}|${checked.backgroundColor}|${checked.fontSize}|${where}`;
    return this.classOf(
      key,
      () => darkElementColors({ id: 'e', type, content: 'x', settings: checked }, style, page),
      button ? 'button' : 'text',
    );
  }

  private classOf(
    key: string,
    colors: () => DarkColors | undefined,
    kind: 'text' | 'button' | 'columns',
  ): string {
    const existing = this.classes.get(key);
    if (existing !== undefined) return existing;
    const dark = remember(known, key, colors);
    const name = dark ? `eb-d${this.classes.size}` : '';
    this.classes.set(key, name);
    if (!dark) return name;
    const rules = remember(knownRules, `${name}|${key}`, () => classRules(name, kind, dark));
    this.backgroundRules += rules.background;
    this.textRules += rules.text;
    this.outlookBackgroundRules += rules.outlookBackground;
    this.outlookTextRules += rules.outlookText;
    return name;
  }

  /** The dark-mode rules of everything classed so far: `<style>` blocks for the document's head. */
  css(): string {
    const page = remember(knownRules, `page|${this.pageKey}`, () => pageRules(this.page));
    // Outlook.com marks what it recoloured: data-ogsc (original colour), data-ogsb (original
    // background). Only its dark mode sets them, so those rules never apply in light. Style blocks
    // of their own: Gmail drops a whole block over CSS it does not take (attribute selectors), and
    // the layout's responsive rules must not go with it.
    return (
      `<style>@media (prefers-color-scheme:dark){${page.background}${this.backgroundRules}` +
      `${page.text}${this.textRules}}</style>` +
      `<style>${page.outlookText}${this.outlookTextRules}` +
      `${page.outlookBackground}${this.outlookBackgroundRules}</style>`
    );
  }
}

interface Surface {
  style: EmailStyle;
  page: DarkPage;
  key: string;
  byValues: ValueTree;
}

type ValueTree = Map<unknown, ValueTree | string>;

function branch(tree: ValueTree, value: unknown): ValueTree {
  let next = tree.get(value) as ValueTree | undefined;
  if (!next) tree.set(value, (next = new Map()));
  return next;
}

interface Rules {
  background: string;
  text: string;
  outlookBackground: string;
  outlookText: string;
}
const knownRules = new Map<string, Rules>();

/** `selectors{declaration!important}`, and the same with every selector inside `scope`. */
function rule(selectors: readonly string[], declaration: string, scope: string): [string, string] {
  const body = `{${declaration}!important}`;
  return [
    selectors.join(',') + body,
    selectors.map((selector) => `${scope} ${selector}`).join(',') + body,
  ];
}

function pageRules(page: DarkPage): Rules {
  const p = `.${DARK_PAGE_CLASS}`;
  const [background, outlookBackground] = rule(
    [p],
    `background-color:${page.backgroundColor}`,
    '[data-ogsb]',
  );
  const [text, outlookText] = rule([p], `color:${page.textColor}`, '[data-ogsc]');
  return { background, text, outlookBackground, outlookText };
}

function classRules(name: string, kind: 'text' | 'button' | 'columns', dark: DarkColors): Rules {
  const c = `.${name}`;
  const none: [string, string] = ['', ''];
  const [background, outlookBackground] = !dark.backgroundColor
    ? none
    : rule(
        kind === 'button' ? [`${c} td td`, `${c} a`] : [`${c} td`],
        `background-color:${dark.backgroundColor}`,
        '[data-ogsb]',
      );
  const [text, outlookText] =
    kind === 'columns'
      ? none
      : rule(
          kind === 'button' ? [`${c} a`] : TEXT_PARTS.map((part) => `${c} ${part}`),
          `color:${dark.color}`,
          '[data-ogsc]',
        );
  return { background, text, outlookBackground, outlookText };
}
