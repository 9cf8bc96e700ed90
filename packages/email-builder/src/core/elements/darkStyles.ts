import { darkElementColors, darkPage, type DarkColors, type DarkPage } from '../darkMode';
import type { DesignElement, EmailStyle } from '../schema';
import { color, fontSize } from './checkedValues';
import { flatString } from './flatString';
import { ValueCache } from './valueCache';

// Text takes its dark colour on every element that can carry it: the cell, the heading or
// paragraph, list items and links (a rich text link has its own inline colour).
const TEXT_PARTS = ['td', 'h1', 'p', 'li', 'a'];

/** Class name of the page's parts (body, wrapper tables, the content cell). */
export const DARK_PAGE_CLASS = 'eb-page';

type Kind = 'text' | 'button' | 'columns';

/** What blocks sit on in dark mode: the page, or a columns element's own background. */
interface Surface {
  style: EmailStyle;
  page: DarkPage;
  /** The surface's part of a class key. */
  key: string;
}

/** A class's identity (equal keys share a class within a render), its kind and dark colours. */
interface ClassEntry {
  key: string;
  kind: Kind;
  dark: DarkColors | undefined;
}

/** The page of a style: its dark colours and rules. */
interface PageEntry extends Surface {
  rules: Rules;
}

/** A columns element's own background: the surface its blocks sit on and the class it takes. */
interface ColumnsEntry {
  surface?: Surface;
  entry?: ClassEntry;
}

// Everything below depends only on a few values of the design, so it is kept across renders (a
// design has a handful of colour pairs): a render looks classes up through nested maps of the values
// it holds, and makes no key string, no contrast search and no rule text for a pair seen before.
const pages = new ValueCache((style: EmailStyle): PageEntry => {
  const page = darkPage(style);
  return {
    style,
    page,
    key: `${style.backgroundColor}|${style.textColor}|${style.fontSize}`,
    rules: pageRules(page),
  };
}, 64);

const columnsEntries = new ValueCache((on: PageEntry, rawBackground: unknown): ColumnsEntry => {
  const own = color(rawBackground, '');
  if (!own) return {};
  const surface = darkElementColors(
    { id: 'c', type: 'text', content: 'x', settings: { backgroundColor: own } },
    on.style,
    on.page,
  )?.backgroundColor;
  if (!surface) return {};
  return {
    surface: {
      style: { ...on.style, backgroundColor: own },
      page: { ...on.page, backgroundColor: surface },
      key: `${on.key}|${own}`,
    },
    entry: {
      key: `c|${own}|${on.key}`,
      kind: 'columns',
      dark: { color: '', backgroundColor: surface },
    },
  };
});

function textEntry(
  on: Surface,
  type: 'header' | 'text' | 'button',
  rawColor: unknown,
  rawBackground: unknown,
  rawSize: unknown,
): ClassEntry {
  const button = type === 'button';
  const checked = {
    color: color(rawColor, button ? '#ffffff' : on.style.textColor),
    backgroundColor: color(rawBackground, button ? '#2563EB' : ''),
    fontSize: fontSize(rawSize, type === 'header' ? '24px' : on.style.fontSize),
  };
  return {
    key: `${type}|${checked.color}|${checked.backgroundColor}|${checked.fontSize}|${on.key}`,
    kind: button ? 'button' : 'text',
    dark: darkElementColors({ id: 'e', type, content: 'x', settings: checked }, on.style, on.page),
  };
}

// One cache per type, so that a type's last answer survives the rows of other types between.
const textEntries = {
  header: new ValueCache(textEntry),
  text: new ValueCache(textEntry),
  button: new ValueCache(textEntry),
};

// Class names and the tbody tags that carry them, the same strings in every render.
const names: string[] = [];
const tbodies = new Map<string, string>();
const classRulesOf = new ValueCache(
  (name: string, entry: ClassEntry) => classRules(name, entry.kind, entry.dark!),
  512,
);

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
  private readonly pageEntry: PageEntry;
  private readonly classes = new Map<string, string>();
  private textRules = '';
  private backgroundRules = '';
  private outlookTextRules = '';
  private outlookBackgroundRules = '';
  // The surface the blocks of the current columns element sit on, when it has its own.
  private columnSurface: Surface | undefined;

  constructor(style: EmailStyle) {
    this.pageEntry = pages.get(style);
    this.page = this.pageEntry.page;
  }

  /** The class for an element's row (`''` when it has no colours to change). */
  classFor(element: DesignElement, inColumn = false): string {
    if (!element || typeof element !== 'object') return '';
    const s = element.settings ?? {};
    if (!inColumn) this.columnSurface = undefined;
    // A plain string: 'columns' is compared before the schema knows every type.
    const type: string = element.type;
    if (type === 'columns') {
      if (inColumn) return '';
      const columns = columnsEntries.get(this.pageEntry, s.backgroundColor);
      if (!columns.entry) return '';
      this.columnSurface = columns.surface;
      return this.classOf(columns.entry);
    }
    if (type !== 'header' && type !== 'text' && type !== 'button') return '';
    const on = (inColumn && this.columnSurface) || this.pageEntry;
    return this.classOf(textEntries[type].get(on, type, s.color, s.backgroundColor, s.fontSize));
  }

  /** The opening tag of a tbody carrying the class for an element's row (`''` when none). */
  rowStart(element: DesignElement, inColumn = false): string {
    const name = this.classFor(element, inColumn);
    return name && tbodies.get(name)!;
  }

  private classOf(entry: ClassEntry): string {
    const existing = this.classes.get(entry.key);
    if (existing !== undefined) return existing;
    const { dark } = entry;
    const index = this.classes.size;
    let name = '';
    if (dark) {
      name = names[index] ??= `eb-d${index}`;
      if (!tbodies.has(name)) tbodies.set(name, flatString(`<tbody class="${name}">`));
    }
    this.classes.set(entry.key, name);
    if (!dark) return name;
    const rules = classRulesOf.get(name, entry);
    this.backgroundRules += rules.background;
    this.textRules += rules.text;
    this.outlookBackgroundRules += rules.outlookBackground;
    this.outlookTextRules += rules.outlookText;
    return name;
  }

  /** The dark-mode rules of everything classed so far: `<style>` blocks for the document's head. */
  css(): string {
    const page = this.pageEntry.rules;
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

interface Rules {
  background: string;
  text: string;
  outlookBackground: string;
  outlookText: string;
}

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

function classRules(name: string, kind: Kind, dark: DarkColors): Rules {
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
