import { safeHref } from '../safeUrl';
import { normaliseRichText, type RichSpan, type RichText } from './RichText';

/** How text nodes' whitespace is read. */
export interface RichTextFromHtmlOptions {
  /**
   * 'collapse' reads whitespace as a browser does (runs become one space; pasted HTML, Word);
   * 'preserve' keeps it (the builder's own editor, which shows text with `white-space: pre-wrap`).
   * @default 'collapse'
   */
  whitespace?: 'collapse' | 'preserve';
  /** At most this many characters of text are kept. @default 50000 */
  maxLength?: number;
}

// Elements whose content is never text of the email (Word's <xml> and <style> in its head included).
const RAW_TEXT = new Set([
  'script',
  'style',
  'title',
  'xml',
  'template',
  'textarea',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
]);
const DROPPED = new Set([
  'head',
  'svg',
  'math',
  'select',
  'object',
  'audio',
  'video',
  'canvas',
  'button',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'table',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'nav',
  'main',
  'address',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'body',
  'center',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});?/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number.parseInt(name.slice(1), 10);
    // Surrogates and code points beyond Unicode are not characters: the replacement character.
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : '\ufffd';
  });
}

// Control characters other than tab and line feed are never text (and some clients choke on them).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
    'i',
  ).exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

interface Marks {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  href: string | undefined;
}

/** What a tag's style says about the marks (Google Docs and Word write marks as styles). */
function styledMarks(style: string | undefined, marks: Marks): Marks {
  if (!style) return marks;
  const next = { ...marks };
  const weight = /font-weight\s*:\s*([a-z0-9]+)/i.exec(style)?.[1]?.toLowerCase();
  if (weight) next.bold = weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  const fontStyle = /font-style\s*:\s*([a-z]+)/i.exec(style)?.[1]?.toLowerCase();
  if (fontStyle) next.italic = fontStyle === 'italic' || fontStyle === 'oblique';
  const decoration = /text-decoration(?:-line)?\s*:\s*([^;]+)/i.exec(style)?.[1]?.toLowerCase();
  if (decoration) next.underline = decoration.includes('underline');
  return next;
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[[\s\S]*?\]>|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;

// Word writes a list item as a paragraph with `mso-list` in its style and its bullet or number as
// text inside a supportLists conditional; the marker's text tells numbered from bulleted.
const SUPPORT_LISTS = /^<!(?:--)?\[if !supportLists\]/i;
const END_IF = /<!(?:--)?\[endif\](?:--)?>/gi;

/**
 * Rich text from HTML (pasted from Word, Google Docs or a web page, or the builder's own editor),
 * keeping only what rich text can hold: paragraphs, line breaks, bold, italic, underline, links whose
 * target `safeHref` keeps, and lists (nested lists are flattened). Everything else goes: scripts,
 * styles, images, classes, colours, fonts, comments and Word's conditional markup; the text of
 * unknown elements stays. Needs no DOM, so it runs in Node and checks the browser's own output too.
 */
export function richTextFromHtml(html: string, options: RichTextFromHtmlOptions = {}): RichText {
  const collapse = options.whitespace !== 'preserve';
  let room = options.maxLength ?? 50_000;
  const blocks: RichText = [];
  let spans: RichSpan[] = [];
  // A <br> was seen since the last paragraph: a block holding only one is an empty line.
  let open = false;
  let list: { ordered: boolean; items: RichSpan[][] } | undefined;
  let inItem = false;
  let listDepth = 0;
  let marks: Marks = { bold: false, italic: false, underline: false, href: undefined };
  const stack: { name: string; marks: Marks; wordItem?: boolean }[] = [];
  let dropping = 0;
  let droppedName = '';

  const lastChar = () => {
    const last = spans[spans.length - 1];
    return last ? last.text[last.text.length - 1] : undefined;
  };
  const push = (raw: string, isBreak = false) => {
    let text = isBreak ? raw : raw.replace(CONTROLS, '');
    if (collapse && !isBreak) {
      text = text.replace(/[ \t\n\r\f]+/g, ' ');
      const previous = lastChar();
      if (text.startsWith(' ') && (previous === undefined || previous === ' ' || previous === '\n'))
        text = text.slice(1);
      text = text.replace(/\u00a0/g, ' ');
    }
    if (!text || room <= 0) return;
    if (text.length > room) text = text.slice(0, room);
    room -= text.length;
    const span: RichSpan = { text };
    if (marks.bold) span.bold = true;
    if (marks.italic) span.italic = true;
    if (marks.underline) span.underline = true;
    if (marks.href) span.href = marks.href;
    spans.push(span);
  };
  const takeSpans = () => {
    const taken = spans;
    spans = [];
    // A trailing line break is how an editor keeps an empty line open, not a line of its own.
    const last = taken[taken.length - 1];
    if (last?.text.endsWith('\n')) last.text = last.text.slice(0, -1);
    if (collapse) {
      if (last) last.text = last.text.replace(/ +$/, '');
      const first = taken[0];
      if (first) first.text = first.text.replace(/^ +/, '');
    }
    return taken;
  };
  const endItem = () => {
    if (list && inItem) list.items.push(takeSpans());
    inItem = false;
  };
  const endParagraph = () => {
    if (inItem) {
      // A block inside a list item is a new line of the item.
      if (spans.length && lastChar() !== '\n') push('\n', true);
      return;
    }
    if (spans.length || open) blocks.push({ type: 'paragraph', spans: takeSpans() });
    spans = [];
    open = false;
  };
  const startList = (ordered: boolean) => {
    endParagraph();
    if (!list) list = { ordered, items: [] };
  };
  const endList = () => {
    endItem();
    if (list?.items.length) {
      blocks.push(
        list.ordered
          ? { type: 'list', ordered: true, items: list.items }
          : { type: 'list', items: list.items },
      );
    }
    list = undefined;
  };

  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = TOKEN.exec(html)) !== null) {
    const token = match[0];
    const name = match[2]?.toLowerCase();
    if (dropping) {
      if (name === droppedName) dropping += match[1] ? -1 : 1;
      continue;
    }
    if (!name) {
      if (token[0] !== '<') push(decodeEntities(token));
      else if (token === '<') push('<');
      else if (SUPPORT_LISTS.test(token)) {
        // Word's list marker: read it, skip to its endif.
        END_IF.lastIndex = TOKEN.lastIndex;
        const end = END_IF.exec(html);
        const marker = html
          .slice(TOKEN.lastIndex, end ? end.index : html.length)
          .replace(/<[^>]*>/g, '');
        const ordered = /^\s*(?:\d{1,3}|[a-z]{1,4})[.)]/i.test(decodeEntities(marker));
        const top = stack[stack.length - 1];
        if (top?.wordItem) {
          if (list && list.ordered !== ordered && !list.items.length) list.ordered = ordered;
          if (!list) list = { ordered, items: [] };
        }
        TOKEN.lastIndex = end ? END_IF.lastIndex : html.length;
      }
      continue;
    }
    const closing = match[1] === '/';
    const attributes = match[3] ?? '';
    if (!closing && (RAW_TEXT.has(name) || DROPPED.has(name))) {
      if (/\/\s*$/.test(attributes)) continue;
      if (RAW_TEXT.has(name)) {
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = TOKEN.lastIndex;
        TOKEN.lastIndex = end.exec(html) ? end.lastIndex : html.length;
      } else {
        dropping = 1;
        droppedName = name;
      }
      continue;
    }
    if (name === 'br') {
      if (!closing) {
        push('\n', true);
        if (!inItem) open = true;
      }
      continue;
    }
    if (closing) {
      // Close up to the matching open tag; stray closing tags are ignored.
      let at = stack.length - 1;
      while (at >= 0 && stack[at]!.name !== name) at -= 1;
      if (at < 0) continue;
      const closed = stack.splice(at);
      marks = closed[0]!.marks;
      if (name === 'li') endItem();
      else if (name === 'ul' || name === 'ol') {
        listDepth -= 1;
        if (listDepth <= 0) {
          listDepth = 0;
          endList();
        }
      } else if (closed[0]!.wordItem) {
        endItem();
      } else if (BLOCKS.has(name)) endParagraph();
      continue;
    }
    const selfClosing =
      /\/\s*$/.test(attributes) ||
      name === 'img' ||
      name === 'hr' ||
      name === 'input' ||
      name === 'meta' ||
      name === 'link' ||
      name === 'wbr';
    const before = marks;
    let next = { ...marks };
    if (name === 'b' || name === 'strong') next.bold = true;
    if (name === 'i' || name === 'em') next.italic = true;
    if (name === 'u' || name === 'ins') next.underline = true;
    // A style overrides the tag: Google Docs wraps a whole paste in <b style="font-weight:normal">.
    next = styledMarks(attribute(attributes, 'style'), next);
    if (name === 'a') {
      const href = attribute(attributes, 'href')?.trim();
      // A link's own underline (the renderer writes one) is the link's, not a mark of its text.
      next = {
        ...next,
        underline: marks.underline,
        href: href && safeHref(href) !== '#' ? href : undefined,
      };
    }
    let wordItem = false;
    if (name === 'ul' || name === 'ol') {
      if (listDepth === 0) startList(name === 'ol');
      listDepth += 1;
    } else if (name === 'li') {
      if (!list) startList(false);
      endItem();
      inItem = true;
    } else if (name === 'p' && /mso-list\s*:/i.test(attribute(attributes, 'style') ?? '')) {
      // A Word list paragraph: an item of the current list (the marker decides which kind).
      if (!list) startList(false);
      endItem();
      inItem = true;
      wordItem = true;
    } else if (BLOCKS.has(name)) {
      if (list && listDepth === 0 && !inItem) endList();
      endParagraph();
    } else if (name === 'td' || name === 'th') {
      if (spans.length && lastChar() !== ' ' && lastChar() !== '\n') push(' ');
    }
    if (selfClosing) {
      if (name === 'hr') endParagraph();
      marks = before;
      continue;
    }
    stack.push({ name, marks: before, wordItem });
    marks = next;
  }
  if (list) endList();
  if (spans.length) blocks.push({ type: 'paragraph', spans: takeSpans() });
  return normaliseRichText(blocks);
}
