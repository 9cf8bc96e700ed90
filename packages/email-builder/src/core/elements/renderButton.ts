import { escapeHtml, escapeMultiline } from '../escape';
import { safeHref } from '../safeUrl';
import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, border, color, fontFamily, fontSize, length, text } from './checkedValues';
import { horizontalPadding, verticalPadding } from './paddingPixels';

/** The style of a button's label, in the Outlook fallback and in the link alike. */
export function labelStyle(font: string, size: string): string {
  return `font-family:${font};font-size:${size};font-weight:bold;`;
}

/**
 * A bulletproof button: a table cell carrying the colour everywhere, a padded link for most clients,
 * and a VML round rectangle for Outlook on Windows, which ignores padding and radius on links.
 * For a button, `padding` is the space around its label; the row around it has 10px.
 */
export function renderButton(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const align = alignment(s.alignment, 'center');
  const background = color(s.backgroundColor, '#2563EB');
  const foreground = color(s.color, '#ffffff');
  const font = fontFamily(s.fontFamily, context.style.fontFamily);
  const size = fontSize(s.fontSize, context.style.fontSize);
  const padding = length(s.padding, '12px 24px', 4);
  const radius = length(s.borderRadius, '4px', 4);
  const borderValue = border(s.border, '');
  const label = text(element.content);
  const href = escapeHtml(safeHref(s.url));
  const html = escapeMultiline(label);

  const sizePx = size.endsWith('px') ? Number.parseFloat(size) : 16;
  const height = Math.round(sizePx * 1.2 + Math.max(verticalPadding(padding), 8));
  const width = Math.min(
    context.innerWidth,
    Math.max(
      80,
      Math.round(label.length * sizePx * 0.6 + Math.max(horizontalPadding(padding), 16)),
    ),
  );
  const radiusPx = radius.endsWith('px') ? Number.parseFloat(radius) : 0;
  const arcsize = Math.min(50, Math.round((radiusPx / height) * 100));

  const labelCss =
    font === context.style.fontFamily && size === context.style.fontSize
      ? context.labelStyle
      : labelStyle(font, size);
  return (
    `<tr><td align="${align}" style="padding:10px;">` +
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;">` +
    `<tr><td align="center" bgcolor="${background}" style="border-radius:${radius};background-color:${background};` +
    (borderValue ? `border:${borderValue};` : '') +
    `">` +
    `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" ` +
    `style="height:${height}px;v-text-anchor:middle;width:${width}px;" arcsize="${arcsize}%" stroke="f" fillcolor="${background}">` +
    `<w:anchorlock/><center style="color:${foreground};${labelCss}">${html}</center>` +
    `</v:roundrect><![endif]-->` +
    `<!--[if !mso]><!-- --><a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:${padding};` +
    `${labelCss}line-height:1.2;color:${foreground};` +
    `text-decoration:none;border-radius:${radius};background-color:${background};">${html}</a><!--<![endif]-->` +
    `</td></tr></table></td></tr>`
  );
}
