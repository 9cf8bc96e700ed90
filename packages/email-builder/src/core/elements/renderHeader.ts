import { escapeMultiline } from '../escape';
import { flatLinkEnd, renderRichLines } from '../richText/renderRichText';
import type { DesignElement, EmailStyle } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, fontFamily, fontSize, length, text } from './checkedValues';
import { flatString } from './flatString';
import { ValueCache } from './valueCache';

/** A header's markup before its content, and the colour and link end of its rich text. */
interface HeaderShell {
  start: string;
  colour: string;
  linkEnd: string;
}

// Made (flat) once per set of settings, as for texts.
const shells = new ValueCache(
  (
    style: EmailStyle,
    rawPadding: unknown,
    rawAlignment: unknown,
    rawBackground: unknown,
    rawFont: unknown,
    rawSize: unknown,
    rawColor: unknown,
  ): HeaderShell => {
    const background = color(rawBackground, '');
    const colour = color(rawColor, style.textColor);
    return {
      start: flatString(
        `<tr><td style="padding:${length(rawPadding, '10px', 4)};text-align:${alignment(rawAlignment, 'center')};` +
          (background ? `background-color:${background};` : '') +
          `"><h1 style="margin:0;font-family:${fontFamily(rawFont, style.fontFamily)};` +
          `font-size:${fontSize(rawSize, '24px')};line-height:1.25;font-weight:bold;` +
          `color:${colour};">`,
      ),
      colour,
      linkEnd: flatLinkEnd(colour),
    };
  },
);

export function renderHeader(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const shell = shells.get(
    context.style,
    s.padding,
    s.alignment,
    s.backgroundColor,
    s.fontFamily,
    s.fontSize,
    s.color,
  );
  const rich = Array.isArray(element.rich) && element.rich.length ? element.rich : undefined;
  return `${shell.start}${rich ? renderRichLines(rich, shell.colour, shell.linkEnd) : escapeMultiline(text(element.content))}</h1></td></tr>`;
}
