import { escapeHtml, escapeMultiline } from '../escape';
import { safeHref } from '../safeUrl';
import type { DesignElement, EmailStyle } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, border, color, fontFamily, fontSize, length, text } from './checkedValues';
import { flatString } from './flatString';
import { horizontalPadding, verticalPadding } from './paddingPixels';
import { ValueCache } from './valueCache';

/** The style of a button's label, in the Outlook fallback and in the link alike. */
export function labelStyle(font: string, size: string): string {
  return `font-family:${font};font-size:${size};font-weight:bold;`;
}

/** A button's markup around its link, width and label, which are its own. */
interface ButtonShell {
  start: string;
  beforeWidth: string;
  beforeLabel: string;
  beforeLink: string;
  beforeSecondLabel: string;
  sizePx: number;
  horizontalPadding: number;
}

const END = `</a><!--<![endif]--></td></tr></table></td></tr>`;

// Buttons of a design share their settings, but not their links and labels: the markup of each set
// of settings is made (flat) once, rather than checked and concatenated again from forty pieces per
// button, which the document's flattening then had to copy one by one.
const shells = new ValueCache(
  (
    style: EmailStyle,
    rawAlignment: unknown,
    rawBackground: unknown,
    rawColor: unknown,
    rawFont: unknown,
    rawSize: unknown,
    rawPadding: unknown,
    rawRadius: unknown,
    rawBorder: unknown,
  ): ButtonShell => {
    const align = alignment(rawAlignment, 'center');
    const background = color(rawBackground, '#2563EB');
    const foreground = color(rawColor, '#ffffff');
    const size = fontSize(rawSize, style.fontSize);
    const padding = length(rawPadding, '12px 24px', 4);
    const radius = length(rawRadius, '4px', 4);
    const borderValue = border(rawBorder, '');
    const labelCss = labelStyle(fontFamily(rawFont, style.fontFamily), size);
    const sizePx = size.endsWith('px') ? Number.parseFloat(size) : 16;
    const height = Math.round(sizePx * 1.2 + Math.max(verticalPadding(padding), 8));
    const radiusPx = radius.endsWith('px') ? Number.parseFloat(radius) : 0;
    const arcsize = Math.min(50, Math.round((radiusPx / height) * 100));
    return {
      start: flatString(
        `<tr><td align="${align}" style="padding:10px;">` +
          `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;">` +
          `<tr><td align="center" bgcolor="${background}" style="border-radius:${radius};background-color:${background};` +
          (borderValue ? `border:${borderValue};` : '') +
          `">` +
          `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="`,
      ),
      beforeWidth: flatString(`" style="height:${height}px;v-text-anchor:middle;width:`),
      beforeLabel: flatString(
        `px;" arcsize="${arcsize}%" stroke="f" fillcolor="${background}">` +
          `<w:anchorlock/><center style="color:${foreground};${labelCss}">`,
      ),
      beforeLink: `</center></v:roundrect><![endif]--><!--[if !mso]><!-- --><a href="`,
      beforeSecondLabel: flatString(
        `" target="_blank" rel="noopener" style="display:inline-block;padding:${padding};` +
          `${labelCss}line-height:1.2;color:${foreground};` +
          `text-decoration:none;border-radius:${radius};background-color:${background};">`,
      ),
      sizePx,
      horizontalPadding: Math.max(horizontalPadding(padding), 16),
    };
  },
);

/**
 * A bulletproof button: a table cell carrying the colour everywhere, a padded link for most clients,
 * and a VML round rectangle for Outlook on Windows, which ignores padding and radius on links.
 * For a button, `padding` is the space around its label; the row around it has 10px.
 */
export function renderButton(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const shell = shells.get(
    context.style,
    s.alignment,
    s.backgroundColor,
    s.color,
    s.fontFamily,
    s.fontSize,
    s.padding,
    s.borderRadius,
    s.border,
  );
  const label = text(element.content);
  const href = escapeHtml(safeHref(s.url));
  const html = escapeMultiline(label);
  const width = Math.min(
    context.innerWidth,
    Math.max(80, Math.round(label.length * shell.sizePx * 0.6 + shell.horizontalPadding)),
  );
  return (
    shell.start +
    href +
    shell.beforeWidth +
    width +
    shell.beforeLabel +
    html +
    shell.beforeLink +
    href +
    shell.beforeSecondLabel +
    html +
    END
  );
}
