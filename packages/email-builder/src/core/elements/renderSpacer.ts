import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { color, length } from './checkedValues';
import { flatString } from './flatString';
import { ValueCache } from './valueCache';

// A spacer is all settings: its whole row is made (flat) once per set of them.
const rows = new ValueCache((rawHeight: unknown, rawBackground: unknown) => {
  const height = length(rawHeight, '20px');
  const background = color(rawBackground, '');
  const pixels = height.endsWith('px') ? ` height="${Math.round(Number.parseFloat(height))}"` : '';
  return flatString(
    `<tr><td${pixels} style="height:${height};font-size:0;line-height:${height};mso-line-height-rule:exactly;` +
      (background ? `background-color:${background};` : '') +
      `">&nbsp;</td></tr>`,
  );
});

export function renderSpacer(element: DesignElement, _context: RenderContext): string {
  const s = element.settings ?? {};
  return rows.get(s.height, s.backgroundColor);
}
