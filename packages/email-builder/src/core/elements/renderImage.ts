import { escapeHtml } from '../escape';
import { safeHref, sendableImageSrc } from '../safeUrl';
import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, length, text } from './checkedValues';
import { flatString } from './flatString';
import { horizontalPadding } from './paddingPixels';
import { ValueCache } from './valueCache';

const MARGINS = { left: '0', center: '0 auto', right: '0 0 0 auto' } as const;

/** An image's markup around its link, source and alt text, which are its own. */
interface ImageShell {
  /** The cell's start and a link's `<a href="`. */
  linkStart: string;
  /** The cell's start and `<img src="`. */
  imageStart: string;
  /** The image tag's end, from its width. */
  imageEnd: string;
}

const imageEnd = (pixels: number, heightPx: number, align: keyof typeof MARGINS) =>
  flatString(
    `" width="${pixels}"` +
      (heightPx ? ` height="${Math.round(heightPx)}"` : '') +
      ` style="display:block;width:100%;max-width:${pixels}px;height:auto;margin:${MARGINS[align]};border:0;outline:none;text-decoration:none;">`,
  );

// Made (flat) once per set of settings and width available, as for texts.
const shells = new ValueCache(
  (
    innerWidth: number,
    rawPadding: unknown,
    rawAlignment: unknown,
    rawBackground: unknown,
    rawWidth: unknown,
    rawHeight: unknown,
  ): ImageShell => {
    const padding = length(rawPadding, '10px', 4);
    const align = alignment(rawAlignment, 'center');
    const background = color(rawBackground, '');
    const available = Math.max(1, Math.round(innerWidth - horizontalPadding(padding)));
    const width = length(rawWidth, '100%');
    // Outlook ignores CSS widths on images, so the width attribute carries pixels.
    const pixels = width.endsWith('%')
      ? Math.round((available * Math.min(100, Number.parseFloat(width))) / 100)
      : width.endsWith('px')
        ? Math.min(available, Math.round(Number.parseFloat(width)))
        : available;
    const height = rawHeight ? length(rawHeight, '') : '';
    const start =
      `<tr><td align="${align}" style="padding:${padding};` +
      (background ? `background-color:${background};` : '') +
      `">`;
    return {
      linkStart: flatString(`${start}<a href="`),
      imageStart: flatString(`${start}<img src="`),
      imageEnd: imageEnd(pixels, height.endsWith('px') ? Number.parseFloat(height) : 0, align),
    };
  },
);

/**
 * An image's row, or nothing when mail clients would not show it (no source yet, a `data:` URI, an
 * SVG: see sendableImageSrc): the builder marks those images, and the message leaves them out.
 */
export function renderImage(element: DesignElement, context: RenderContext): string {
  const src = sendableImageSrc(text(element.content));
  if (src === undefined) return '';
  const s = element.settings ?? {};
  const shell = shells.get(
    context.innerWidth,
    s.padding,
    s.alignment,
    s.backgroundColor,
    s.width,
    s.height,
  );
  const image = `${escapeHtml(src)}" alt="${escapeHtml(text(s.altText ?? 'Image'))}${shell.imageEnd}`;
  const href = s.url ? safeHref(s.url) : '#';
  return href === '#'
    ? `${shell.imageStart}${image}</td></tr>`
    : `${shell.linkStart}${escapeHtml(href)}" target="_blank" rel="noopener"><img src="${image}</a></td></tr>`;
}
