import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const scrollArea = recipe({
  base: layered({
    position: 'relative',
    minHeight: 0,
    minWidth: 0,
    borderRadius: vars.radius.md,
    outline: 'none',
    overscrollBehavior: 'contain',
    scrollbarWidth: 'thin',
    scrollbarColor: `${vars.color.borderStrong} transparent`,
    selectors: { '&:focus-visible': { boxShadow: vars.shadow.focus } },
  }),
  variants: {
    orientation: {
      vertical: layered({ overflowX: 'hidden', overflowY: 'auto' }),
      horizontal: layered({ overflowX: 'auto', overflowY: 'hidden' }),
      both: layered({ overflow: 'auto' }),
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
