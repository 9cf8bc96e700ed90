import { renderSpans } from './renderRichText';
import type { RichSpan, RichText } from './RichText';

/**
 * Rich text as the builder's editor holds it: one `<div>` per paragraph (`<div><br></div>` when
 * empty, as the browser writes an empty line) and lists beside them, never a `<p>`. Chromium's
 * list commands put the new list inside the block holding the caret; with the renderer's `<p>`
 * that was a list nested in a paragraph, which HTML does not allow, and the lines of one `<p>` read
 * back as one paragraph. Read back by `richTextFromHtml`, this gives the same rich text.
 */
export function richTextToEditorHtml(rich: RichText): string {
  let html = '';
  for (const block of rich) {
    if (block.type === 'paragraph') html += `<div>${line(block.spans)}</div>`;
    else {
      const tag = block.ordered ? 'ol' : 'ul';
      html += `<${tag} style="margin:0">`;
      for (const item of block.items) html += `<li>${line(item)}</li>`;
      html += `</${tag}>`;
    }
  }
  return html;
}

// A browser shows no line after a block's last <br>: one more keeps an empty last line (and an
// empty block) on screen, as browsers write it themselves.
function line(spans: RichSpan[]): string {
  const html = renderSpans(spans, 'inherit');
  return html === '' || spans.at(-1)?.text.endsWith('\n') ? `${html}<br>` : html;
}
