import { escapeMultiline } from '../escape';
import { renderRichLines } from '../richText/renderRichText';
import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { alignment, color, fontFamily, fontSize, length, text } from './checkedValues';

export function renderHeader(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const background = color(s.backgroundColor, '');
  const colour = color(s.color, context.style.textColor);
  const rich = Array.isArray(element.rich) && element.rich.length ? element.rich : undefined;
  return (
    `<tr><td style="padding:${length(s.padding, '10px', 4)};text-align:${alignment(s.alignment, 'center')};` +
    (background ? `background-color:${background};` : '') +
    `"><h1 style="margin:0;font-family:${fontFamily(s.fontFamily, context.style.fontFamily)};` +
    `font-size:${fontSize(s.fontSize, '24px')};line-height:1.25;font-weight:bold;` +
    `color:${colour};">${rich ? renderRichLines(rich, colour) : escapeMultiline(text(element.content))}</h1></td></tr>`
  );
}
