import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { color, length } from './checkedValues';

export function renderSpacer(element: DesignElement, _context: RenderContext): string {
  const s = element.settings ?? {};
  const height = length(s.height, '20px');
  const background = color(s.backgroundColor, '');
  const pixels = height.endsWith('px') ? ` height="${Math.round(Number.parseFloat(height))}"` : '';
  return (
    `<tr><td${pixels} style="height:${height};font-size:0;line-height:${height};mso-line-height-rule:exactly;` +
    (background ? `background-color:${background};` : '') +
    `">&nbsp;</td></tr>`
  );
}
