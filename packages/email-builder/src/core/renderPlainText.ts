import type { RichBlock, RichSpan } from './richText/RichText';
import { safeHref, sendableImageSrc } from './safeUrl';
import type { Design, DesignElement } from './schema';

const DIVIDER = '-'.repeat(40);

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';

/** A span's text, a link written out after it: `our shop (https://shop.example)`. */
function spanText(span: RichSpan): string {
  const text = typeof span?.text === 'string' ? span.text : '';
  const href = span?.href ? safeHref(span.href) : '#';
  if (href === '#') return text;
  return text.trim() && text.trim() !== href ? `${text} (${href})` : href;
}

const spansText = (spans: readonly RichSpan[]) =>
  Array.isArray(spans) ? spans.map(spanText).join('') : '';

/** Rich text as lines: lists as `- item` or `1. item`. */
function richPlain(rich: readonly RichBlock[]): string {
  const lines: string[] = [];
  for (const block of rich) {
    if (block?.type === 'paragraph') lines.push(spansText(block.spans));
    else if (block?.type === 'list' && Array.isArray(block.items)) {
      block.items.forEach((item, i) =>
        lines.push(`${block.ordered === true ? `${i + 1}.` : '-'} ${spansText(item)}`),
      );
    }
  }
  return textOf(lines.map((line) => line.trimEnd()).join('\n'));
}

/**
 * The text part of the email (multipart/alternative): each block's text in order, a blank line
 * between blocks, links written out after their label (`Learn More: https://...`), images as their
 * alt text with their link (images the HTML leaves out are left out here too), dividers as a
 * dashed line. Links go through the same check as in the
 * HTML (`safeHref`), so a link that the HTML drops is not written out either. Merge tags stay as
 * written, for the sending side to fill. Formatted text keeps its words, lists (`- item`, `1. item`)
 * and its links (`label (https://...)`); columns read column after column. Runs in Node and the
 * browser.
 */
export function renderPlainText(design: Design): string {
  const blocks: string[] = [];
  addBlocks(Array.isArray(design?.elements) ? design.elements : [], blocks, false);
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}

function addBlocks(elements: readonly DesignElement[], blocks: string[], inColumn: boolean) {
  for (const element of elements) {
    const content = element?.type === 'image' ? '' : textOf(element?.content);
    const settings = element?.settings ?? {};
    switch (element?.type) {
      case 'header':
      case 'text': {
        const text =
          Array.isArray(element.rich) && element.rich.length ? richPlain(element.rich) : content;
        if (text) blocks.push(text);
        break;
      }
      case 'button': {
        const href = safeHref(settings.url);
        const link = href === '#' ? '' : href;
        if (content || link) blocks.push(content && link ? `${content}: ${link}` : content || link);
        break;
      }
      case 'image': {
        // Left out of the HTML (no source, or one mail clients do not show): out of the text too.
        if (sendableImageSrc(element.content) === undefined) break;
        const alt = textOf(settings.altText);
        const href = settings.url ? safeHref(settings.url) : '#';
        const shown = alt ? `[${alt}]` : '';
        if (href !== '#') blocks.push(shown ? `${shown} ${href}` : href);
        else if (shown) blocks.push(shown);
        break;
      }
      case 'divider':
        blocks.push(DIVIDER);
        break;
      case 'columns':
        if (!inColumn && Array.isArray(element.columns)) {
          for (const column of element.columns) {
            if (Array.isArray(column?.elements)) addBlocks(column.elements, blocks, true);
          }
        }
        break;
      default:
        break;
    }
  }
}
