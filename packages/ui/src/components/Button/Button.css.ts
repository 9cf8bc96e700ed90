import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../styles/focusRing.css';
import { layered } from '../../theme/layered';

export const button = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
      // Icon-only buttons (an svg as the only child, named by aria-label) are square.
      '&:has(> svg:only-child)': { paddingInline: 0, aspectRatio: '1' },
    },
  }),
  variants: {
    variant: {
      primary: layered({
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      }),
      secondary: layered({
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.border },
        },
      }),
      ghost: layered({
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.border },
        },
      }),
      destructive: layered({
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerPressed },
        },
      }),
    },
    size: {
      sm: layered({
        height: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      }),
      md: layered({
        height: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.sm,
      }),
      lg: layered({
        height: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
      }),
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
