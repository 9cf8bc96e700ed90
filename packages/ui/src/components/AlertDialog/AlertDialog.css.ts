import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const content = style({
  '@layer': {
    [componentsLayer]: { display: 'grid', gap: vars.space.xl, color: vars.color.textMuted },
  },
});
