import { escapeHtml, escapeMultiline } from '../escape';
import { safeHref } from '../safeUrl';
import type { RichBlock, RichSpan } from './RichText';

/**
 * Spans as HTML: escaped text in strong/em/u, links checked by safeHref (an unsafe one leaves its
 * text unlinked). Links keep the text's colour, underlined, so the contrast checks made on the
 * text colour hold for them too; the colour is inline because clients paint links blue otherwise.
 */
export function renderSpans(spans: readonly RichSpan[], linkColor: string): string {
  let html = '';
  if (!Array.isArray(spans)) return html;
  for (const span of spans) {
    if (!span || typeof span.text !== 'string') continue;
    let piece = escapeMultiline(span.text);
    if (span.underline === true) piece = `<u>${piece}</u>`;
    if (span.italic === true) piece = `<em>${piece}</em>`;
    if (span.bold === true) piece = `<strong>${piece}</strong>`;
    const href = span.href ? safeHref(span.href) : '#';
    if (href !== '#') {
      piece = `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="color:${linkColor};text-decoration:underline;">${piece}</a>`;
    }
    html += piece;
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
      const line = renderSpans(block.spans, tags.linkColor);
      lines = lines === undefined ? line : `${lines}<br>${line}`;
    } else if (block.type === 'list' && Array.isArray(block.items)) {
      if (lines !== undefined) html += `${tags.paragraph}${lines}</p>`;
      lines = undefined;
      const tag = block.ordered === true ? 'ol' : 'ul';
      html += `<${tag} ${tags.list}`;
      for (const item of block.items) html += `<li>${renderSpans(item, tags.linkColor)}</li>`;
      html += `</${tag}>`;
    }
  }
  if (lines !== undefined) html += `${tags.paragraph}${lines}</p>`;
  return html;
}

/** Rich text as the lines of one block (a header): list items become lines too. */
export function renderRichLines(rich: readonly RichBlock[], linkColor: string): string {
  const lines: string[] = [];
  for (const block of rich) {
    if (block?.type === 'paragraph') lines.push(renderSpans(block.spans, linkColor));
    else if (block?.type === 'list' && Array.isArray(block.items))
      for (const item of block.items) lines.push(renderSpans(item, linkColor));
  }
  return lines.join('<br>');
}
