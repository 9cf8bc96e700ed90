import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { border, color, length } from './checkedValues';
import { flatString } from './flatString';
import { ValueCache } from './valueCache';

// A divider is all settings: its whole row is made (flat) once per set of them.
const rows = new ValueCache((rawPadding: unknown, rawBackground: unknown, rawBorder: unknown) => {
  const background = color(rawBackground, '');
  return flatString(
    `<tr><td style="padding:${length(rawPadding, '10px', 4)};` +
      (background ? `background-color:${background};` : '') +
      `"><table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"><tr>` +
      `<td style="border-top:${border(rawBorder, '1px solid #dddddd')};font-size:0;line-height:0;height:0;">&nbsp;</td>` +
      `</tr></table></td></tr>`,
  );
});

export function renderDivider(element: DesignElement, _context: RenderContext): string {
  const s = element.settings ?? {};
  return rows.get(s.padding, s.backgroundColor, s.border);
}
