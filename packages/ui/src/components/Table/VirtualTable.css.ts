import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { layered } from '../../theme/layered';
import { header } from './Table.css';

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

// The header row stays on top while rows scroll under it. Its row group carries the static table's
// header colour but holds only placed children: filled to its placed wrapper, it paints one band
// (and the cells' bottom rule) under every header cell, so no pixel between two cells placed at
// fractional offsets shows the surface through.
globalStyle(`${virtualTable} ${header}`, {
  '@layer': {
    [componentsLayer]: {
      display: 'block',
      height: '100%',
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    },
  },
});
globalStyle(`${virtualTable} [role="columnheader"]`, {
  '@layer': { [componentsLayer]: { borderBottom: 'none' } },
});
