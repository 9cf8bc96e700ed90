import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const loadMore = style(
  layered({
    display: 'flex',
    justifyContent: 'center',
    minHeight: vars.size.controlMd,
    paddingBlock: vars.space.sm,
  }),
);
