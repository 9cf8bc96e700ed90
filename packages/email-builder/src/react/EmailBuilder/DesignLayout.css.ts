import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { layered } from '../layered';

export const layout = style(
  layered({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 320px)',
    height: '100%',
    minHeight: 0,
    '@media': {
      'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto' },
    },
  }),
);

export const canvas = style(layered({ minHeight: 0, overflow: 'auto', display: 'grid' }));

export const side = style(
  layered({ minHeight: 0, overflow: 'auto', borderInlineStart: `1px solid ${vars.color.border}` }),
);
