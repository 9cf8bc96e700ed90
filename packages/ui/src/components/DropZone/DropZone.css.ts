import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const dropZone = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    textAlign: 'center',
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    outline: 'none',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.primary },
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.primary,
        background: vars.color.primarySubtle,
        color: vars.color.text,
      },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      '&[data-disabled]': { borderColor: vars.color.border, background: vars.color.surfaceSunken },
    },
  }),
  variants: {
    size: {
      sm: layered({ padding: vars.space.lg }),
      md: layered({ padding: vars.space.xxl }),
      lg: layered({ padding: vars.space.xxxl, minHeight: '16rem' }),
    },
  },
  defaultVariants: { size: 'md' },
});
