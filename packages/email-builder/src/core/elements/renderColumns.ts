import type { DesignElement } from '../schema';
import type { RenderContext } from './RenderContext';
import { color, length } from './checkedValues';
import { flatString } from './flatString';
import { horizontalPadding } from './paddingPixels';
import { ValueCache } from './valueCache';

const HALVES: readonly number[] = [50, 50];

// A design repeats a layout or two: their parse is looked up, not redone per render.
const sharesOf = new ValueCache((layout: string): readonly number[] => {
  if (!/^\d{1,3}(?:\/\d{1,3}){1,2}$/.test(layout)) return HALVES;
  const shares = layout.split('/').map(Number);
  return shares.every((share) => share > 0) ? shares : HALVES;
});

/** The shares of a layout (`33/67` -> [33, 67]); anything unknown is two halves. */
export function columnShares(layout: unknown): readonly number[] {
  return typeof layout === 'string' ? sharesOf.get(layout) : HALVES;
}

/** A columns element's markup around its columns' rows, and the width of each column. */
interface ColumnsShell {
  start: string;
  columns: { start: string; width: number }[];
}

const COLUMN_END = `</table></div><!--[if mso]></td><![endif]-->`;
const END = `<!--[if mso]></tr></table><![endif]--></td></tr>`;

// Made (flat) once per set of settings and width available, as for texts.
const shells = new ValueCache(
  (
    fontSize: string,
    innerWidth: number,
    rawPadding: unknown,
    rawBackground: unknown,
    rawLayout: unknown,
  ): ColumnsShell => {
    const padding = length(rawPadding, '0', 4);
    const background = color(rawBackground, '');
    const shares = columnShares(rawLayout);
    const total = shares.reduce((sum, share) => sum + share, 0);
    const available = Math.max(shares.length, Math.round(innerWidth - horizontalPadding(padding)));
    let used = 0;
    return {
      start: flatString(
        `<tr><td style="padding:${padding};font-size:0;` +
          (background ? `background-color:${background};` : '') +
          `"><!--[if mso]><table role="presentation" width="${available}" border="0" cellpadding="0" cellspacing="0"><tr><![endif]-->`,
      ),
      columns: shares.map((share, i) => {
        const width =
          i === shares.length - 1 ? available - used : Math.floor((available * share) / total);
        used += width;
        return {
          width,
          start: flatString(
            `<!--[if mso]><td width="${width}" valign="top"><![endif]-->` +
              `<div class="eb-column" style="display:inline-block;width:100%;max-width:${width}px;vertical-align:top;font-size:${fontSize};">` +
              `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0">`,
          ),
        };
      }),
    };
  },
);

/**
 * Columns that sit side by side where there is room and stack where there is not ("hybrid" layout):
 * each column is an inline-block `div` as wide as its share at most, so a narrow screen wraps them
 * even in clients without media queries (the Gmail apps), and the `eb-column` media query makes them
 * full width below the content width. Outlook on Windows knows neither inline-block nor max-width:
 * conditional comments give it a fixed-width table with a cell per column. The cell has
 * `font-size:0` so the whitespace between inline blocks takes no room; each column sets the size back.
 */
export function renderColumns(
  element: DesignElement,
  context: RenderContext,
  renderBlocks: (elements: readonly DesignElement[], context: RenderContext) => string,
): string {
  const s = element.settings ?? {};
  const shell = shells.get(
    context.style.fontSize,
    context.innerWidth,
    s.padding,
    s.backgroundColor,
    s.layout,
  );
  const columns = Array.isArray(element.columns) ? element.columns : [];
  let html = shell.start;
  for (let i = 0; i < shell.columns.length; i += 1) {
    const { start, width } = shell.columns[i]!;
    const blocks = columns[i]?.elements;
    const rows = Array.isArray(blocks)
      ? renderBlocks(blocks, { style: context.style, innerWidth: width, dark: context.dark })
      : '';
    html += start + rows + COLUMN_END;
  }
  return html + END;
}
