import { escapeHtml, escapeMultiline } from '../escape';
import { flatString } from '../elements/flatString';
import { safeHref } from '../safeUrl';
import type { RichBlock, RichSpan } from './RichText';

// A span's marks as one opening and one closing run of tags, indexed by bold 4, italic 2, underline 1.
const OPEN = [
  '',
  '<u>',
  '<em>',
  '<em><u>',
  '<strong>',
  '<strong><u>',
  '<strong><em>',
  '<strong><em><u>',
];
const CLOSE = [
  '',
  '</u>',
  '</em>',
  '</u></em>',
  '</strong>',
  '</u></strong>',
  '</em></strong>',
  '</u></em></strong>',
];
const CLOSE_LINK = CLOSE.map((close) => `${close}</a>`);

/** The end of a link's opening tag after its href: the link keeps the text's colour. */
const linkEnd = (linkColor: string) =>
  `" target="_blank" rel="noopener" style="color:${linkColor};text-decoration:underline;">`;

/** linkEnd() made flat, for a colour that many texts share. */
export const flatLinkEnd = (linkColor: string) => flatString(linkEnd(linkColor));

/**
 * Spans as HTML: escaped text in strong/em/u, links checked by safeHref (an unsafe one leaves its
 * text unlinked). Links keep the text's colour, underlined, so the contrast checks made on the
 * text colour hold for them too; the colour is inline because clients paint links blue otherwise.
 */
export function renderSpans(spans: readonly RichSpan[], linkColor: string, end?: string): string {
  let html = '';
  if (!Array.isArray(spans)) return html;
  for (const span of spans) {
    if (!span || typeof span.text !== 'string') continue;
    const body = escapeMultiline(span.text);
    const marks =
      (span.underline === true ? 1 : 0) |
      (span.italic === true ? 2 : 0) |
      (span.bold === true ? 4 : 0);
    const href = span.href ? safeHref(span.href) : '#';
    if (href !== '#') {
      html += `<a href="${escapeHtml(href)}${end ?? linkEnd(linkColor)}${OPEN[marks]}${body}${CLOSE_LINK[marks]}`;
    } else {
      html += marks ? OPEN[marks]! + body + CLOSE[marks] : body;
    }
  }
  return html;
}

/** Where rich text goes: the opening tags of a paragraph and of a list, already styled. */
export interface RichTextTags {
  /** `<p style="...">`, for a run of paragraphs (one per line, as plain content renders). */
  paragraph: string;
  /** The attributes' end of a list's opening tag: `style="...">` after `<ul ` or `<ol `. */
  list: string;
  /** The colour of links (the text's own). */
  linkColor: string;
  /** flatLinkEnd(linkColor), when made once for many texts. */
  linkEnd?: string;
}

/** Rich-text tags with their pieces made flat once, for a style that many texts share. */
export function richTextTags(paragraph: string, list: string, linkColor: string): RichTextTags {
  return {
    paragraph: flatString(paragraph),
    list: flatString(list),
    linkColor,
    linkEnd: flatLinkEnd(linkColor),
  };
}

/**
 * Rich text as HTML: consecutive paragraphs become the lines of one `<p>` (so unformatted rich text
 * renders exactly as the same plain content), lists become `<ul>`/`<ol>`.
 */
export function renderRichText(rich: readonly RichBlock[], tags: RichTextTags): string {
  let html = '';
  let lines: string | undefined;
  for (const block of rich) {
    if (!block) continue;
    if (block.type === 'paragraph') {
      const line = renderSpans(block.spans, tags.linkColor, tags.linkEnd);
      lines = lines === undefined ? line : `${lines}<br>${line}`;
    } else if (block.type === 'list' && Array.isArray(block.items)) {
      if (lines !== undefined) html += `${tags.paragraph}${lines}</p>`;
      lines = undefined;
      const tag = block.ordered === true ? 'ol' : 'ul';
      html += `<${tag} ${tags.list}`;
      for (const item of block.items)
        html += `<li>${renderSpans(item, tags.linkColor, tags.linkEnd)}</li>`;
      html += `</${tag}>`;
    }
  }
  if (lines !== undefined) html += `${tags.paragraph}${lines}</p>`;
  return html;
}

/** Rich text as the lines of one block (a header): list items become lines too. */
export function renderRichLines(
  rich: readonly RichBlock[],
  linkColor: string,
  end?: string,
): string {
  const lines: string[] = [];
  for (const block of rich) {
    if (block?.type === 'paragraph') lines.push(renderSpans(block.spans, linkColor, end));
    else if (block?.type === 'list' && Array.isArray(block.items))
      for (const item of block.items) lines.push(renderSpans(item, linkColor, end));
  }
  return lines.join('<br>');
}
