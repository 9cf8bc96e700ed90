import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { focusRing } from '../../styles/focusRing.css';

export const cardButton = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xs,
    width: '100%',
    textAlign: 'left',
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': {
        borderColor: vars.color.borderStrong,
        background: vars.color.surfaceHover,
      },
      '&[data-pressed]': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
    },
  }),
  variants: {
    size: {
      sm: layered({ padding: vars.space.sm }),
      md: layered({ padding: vars.space.md }),
    },
  },
  defaultVariants: { size: 'md' },
});
