import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { layered } from '../../theme/layered';

/** The table is the scroll container of its virtualised rows. */
export const virtualTable = style(
  layered({ display: 'block', overflow: 'auto', position: 'relative' }),
);

// Virtualised rows and cells are absolutely placed divs of a fixed height: centre their content
// and cut long text rather than let it wrap out of the row.
globalStyle(
  `${virtualTable} [role="rowheader"], ${virtualTable} [role="gridcell"], ${virtualTable} [role="columnheader"]`,
  {
    '@layer': {
      [componentsLayer]: {
        display: 'block',
        alignContent: 'center',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        boxSizing: 'border-box',
        // The placed wrapper has the row's height; every cell fills it, whatever its content.
        height: '100%',
      },
    },
  },
);

// The header row stays on top while rows scroll under it; its row group, which carries the static
// table's header colour, collapses to no height around the placed cells: the cells paint it.
globalStyle(`${virtualTable} [role="columnheader"]`, {
  '@layer': { [componentsLayer]: { background: vars.color.surfaceSunken } },
});
