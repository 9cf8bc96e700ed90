import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { border, color, length } from './checkedValues';

export function renderDivider(element: DesignElement, _context: RenderContext): string {
  const s = element.settings ?? {};
  const background = color(s.backgroundColor, '');
  return (
    `<tr><td style="padding:${length(s.padding, '10px', 4)};` +
    (background ? `background-color:${background};` : '') +
    `"><table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"><tr>` +
    `<td style="border-top:${border(s.border, '1px solid #dddddd')};font-size:0;line-height:0;height:0;">&nbsp;</td>` +
    `</tr></table></td></tr>`
  );
}
