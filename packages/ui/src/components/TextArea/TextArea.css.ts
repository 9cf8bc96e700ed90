import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { control } from '../Field/Field.css';

export const textArea = style([
  control,
  {
    '@layer': {
      [componentsLayer]: {
        minHeight: `calc(${vars.size.controlLg} * 2)`,
        resize: 'vertical',
        fontFamily: vars.font.body,
      },
    },
  },
]);
