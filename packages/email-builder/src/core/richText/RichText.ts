/** A run of text with the same marks. `text` may hold line breaks (`\n`). */
export interface RichSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** A link target; the renderer keeps it only when `safeHref` does. */
  href?: string;
}

/** Lines of text: consecutive paragraphs render as lines of one paragraph, like plain content. */
export interface RichParagraph {
  type: 'paragraph';
  spans: RichSpan[];
}

/** A bulleted (or, with `ordered`, numbered) list; each item is a run of spans. */
export interface RichList {
  type: 'list';
  ordered?: boolean;
  items: RichSpan[][];
}

export type RichBlock = RichParagraph | RichList;

/**
 * Formatted text of a header or text element, as stored in `element.rich`: a small structure
 * rather than HTML, so there is nothing to sanitise when it is rendered (every text is escaped,
 * every link checked) and no markup a mail client could read differently.
 */
export type RichText = RichBlock[];

const MARKS = ['bold', 'italic', 'underline'] as const;

const sameMarks = (a: RichSpan, b: RichSpan) =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline && a.href === b.href;

/** Spans without empty texts or false marks, neighbours with the same marks joined. */
export function normaliseSpans(spans: readonly RichSpan[]): RichSpan[] {
  const out: RichSpan[] = [];
  for (const span of spans) {
    if (!span.text) continue;
    const clean: RichSpan = { text: span.text };
    for (const mark of MARKS) if (span[mark] === true) clean[mark] = true;
    if (span.href) clean.href = span.href;
    const last = out[out.length - 1];
    if (last && sameMarks(last, clean)) last.text += clean.text;
    else out.push(clean);
  }
  return out;
}

/** The rich text in its one stored form: normalised spans, lists with at least one item. */
export function normaliseRichText(rich: readonly RichBlock[]): RichText {
  const out: RichText = [];
  for (const block of rich) {
    if (block.type === 'paragraph')
      out.push({ type: 'paragraph', spans: normaliseSpans(block.spans) });
    else {
      const items = block.items.map(normaliseSpans);
      if (items.length)
        out.push(block.ordered ? { type: 'list', ordered: true, items } : { type: 'list', items });
    }
  }
  return out;
}

const spansText = (spans: readonly RichSpan[]) => spans.map((span) => span.text).join('');

/**
 * The words of rich text without its links, one line per paragraph or list item: what the builder
 * keeps in `content` beside `rich`, so that labels, search and older readers still see the text.
 */
export function richTextToPlain(rich: readonly RichBlock[]): string {
  const lines: string[] = [];
  for (const block of rich) {
    if (block.type === 'paragraph') lines.push(spansText(block.spans));
    else block.items.forEach((item) => lines.push(spansText(item)));
  }
  return lines.join('\n');
}

/** Rich text holding `text` as plain lines: how a plain element starts being formatted. */
export function richTextFromPlain(text: string): RichText {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => ({ type: 'paragraph', spans: line ? [{ text: line }] : [] }));
}
