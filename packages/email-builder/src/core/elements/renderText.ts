import { escapeMultiline } from '../escape';
import type { DesignElement } from '../schema';
import {
  alignment,
  color,
  fontFamily,
  fontSize,
  length,
  text,
  type RenderContext,
} from './renderContext';

export function renderText(element: DesignElement, context: RenderContext): string {
  const s = element.settings ?? {};
  const background = color(s.backgroundColor, '');
  return (
    `<tr><td style="padding:${length(s.padding, '10px', 4)};text-align:${alignment(s.alignment, 'left')};` +
    (background ? `background-color:${background};` : '') +
    `"><p style="margin:0;font-family:${fontFamily(s.fontFamily, context.style.fontFamily)};` +
    `font-size:${fontSize(s.fontSize, context.style.fontSize)};line-height:1.5;` +
    `color:${color(s.color, context.style.textColor)};">${escapeMultiline(text(element.content))}</p></td></tr>`
  );
}
