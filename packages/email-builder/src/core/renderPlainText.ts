import { safeHref } from './safeUrl';
import type { Design } from './schema';

const DIVIDER = '-'.repeat(40);

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';

/**
 * The text part of the email (multipart/alternative): each block's text in order, a blank line
 * between blocks, links written out after their label (`Learn More: https://...`), images as their
 * alt text with their link, dividers as a dashed line. Links go through the same check as in the
 * HTML (`safeHref`), so a link that the HTML drops is not written out either. Merge tags stay as
 * written, for the sending side to fill. Runs in Node and the browser.
 */
export function renderPlainText(design: Design): string {
  const blocks: string[] = [];
  const elements = Array.isArray(design?.elements) ? design.elements : [];
  for (const element of elements) {
    const content = element?.type === 'image' ? '' : textOf(element?.content);
    const settings = element?.settings ?? {};
    switch (element?.type) {
      case 'header':
      case 'text':
        if (content) blocks.push(content);
        break;
      case 'button': {
        const href = safeHref(settings.url);
        const link = href === '#' ? '' : href;
        if (content || link) blocks.push(content && link ? `${content}: ${link}` : content || link);
        break;
      }
      case 'image': {
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
      default:
        break;
    }
  }
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}
