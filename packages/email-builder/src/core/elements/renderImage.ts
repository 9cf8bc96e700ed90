import { PLACEHOLDER_HEIGHT, PLACEHOLDER_IMAGE, PLACEHOLDER_WIDTH } from '../constants';
import { escapeHtml } from '../escape';
import { safeHref, safeImageSrc } from '../safeUrl';
import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, length, text } from './checkedValues';
import { horizontalPadding } from './paddingPixels';

const MARGINS = { left: '0', center: '0 auto', right: '0 0 0 auto' } as const;

export function renderImage(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const padding = length(s.padding, '10px', 4);
  const align = alignment(s.alignment, 'center');
  const background = color(s.backgroundColor, '');
  const src = safeImageSrc(text(element.content));
  const available = Math.max(1, Math.round(context.innerWidth - horizontalPadding(padding)));
  const width = length(s.width, '100%');
  // Outlook ignores CSS widths on images, so the width attribute carries pixels.
  const pixels = width.endsWith('%')
    ? Math.round((available * Math.min(100, Number.parseFloat(width))) / 100)
    : width.endsWith('px')
      ? Math.min(available, Math.round(Number.parseFloat(width)))
      : available;
  const isPlaceholder = src === PLACEHOLDER_IMAGE;
  const height = isPlaceholder
    ? Math.round((pixels * PLACEHOLDER_HEIGHT) / PLACEHOLDER_WIDTH)
    : s.height
      ? length(s.height, '')
      : '';
  const heightPx =
    typeof height === 'number' ? height : height.endsWith('px') ? Number.parseFloat(height) : 0;
  const alt = escapeHtml(text(s.altText ?? 'Image'));
  const img =
    `<img src="${escapeHtml(src)}" alt="${alt}" width="${pixels}"` +
    (heightPx ? ` height="${Math.round(heightPx)}"` : '') +
    ` style="display:block;width:100%;max-width:${pixels}px;height:auto;margin:${MARGINS[align]};border:0;outline:none;text-decoration:none;">`;
  const href = s.url ? safeHref(s.url) : '#';
  return (
    `<tr><td align="${align}" style="padding:${padding};` +
    (background ? `background-color:${background};` : '') +
    `">` +
    (href === '#'
      ? img
      : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${img}</a>`) +
    '</td></tr>'
  );
}
