import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { insetFocusRing } from '../../styles/focusRing.css';

const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style(
  layered({
    minWidth: 'var(--trigger-width)',
    maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    outline: 'none',
    overflow: 'auto',
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
  }),
);

export const menu = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xs,
    outline: 'none',
    minWidth: '10rem',
  }),
);

export const item = recipe({
  base: layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlSm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focused]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.border },
      '&[data-focus-visible]': insetFocusRing,
      '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.6 },
    },
  }),
  variants: {
    variant: {
      default: {},
      destructive: layered({
        color: vars.color.danger,
        selectors: {
          '&[data-focused]': { background: vars.color.dangerSubtle },
          '&[data-pressed]': { background: vars.color.dangerSubtle },
        },
      }),
    },
  },
  defaultVariants: { variant: 'default' },
});

export const check = style(
  layered({
    display: 'inline-flex',
    width: vars.size.icon,
    height: vars.size.icon,
    flexShrink: 0,
  }),
);

export const sectionHeader = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    padding: `${vars.space.sm} ${vars.space.md}`,
    gap: vars.space.xxs,
  }),
);

export const section = style(layered({ display: 'flex', flexDirection: 'column' }));

export const separator = style(
  layered({
    height: '1px',
    margin: `${vars.space.xs} calc(-1 * ${vars.space.xs})`,
    border: 'none',
    background: vars.color.border,
  }),
);
