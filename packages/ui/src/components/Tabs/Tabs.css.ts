import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const tabs = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
  }),
);

export const tabList = recipe({
  base: layered({
    display: 'flex',
    gap: vars.space.xs,
    selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
  }),
  variants: {
    variant: {
      underline: layered({
        borderBottom: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-orientation="vertical"]': {
            borderBottom: 'none',
            borderRight: `1px solid ${vars.color.border}`,
          },
        },
      }),
      pills: layered({
        padding: vars.space.xs,
        background: vars.color.surfaceSunken,
        borderRadius: vars.radius.md,
        alignSelf: 'flex-start',
        // Too many pills for a phone scroll inside the bar rather than widen the page.
        maxWidth: '100%',
        overflowX: 'auto',
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tab = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    cursor: 'default',
    outline: 'none',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, background ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': { color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      '&[data-disabled]': { opacity: 0.5 },
    },
  }),
  variants: {
    variant: {
      underline: layered({
        marginBottom: '-1px',
        borderBottom: `2px solid transparent`,
        borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
        selectors: {
          '&[data-selected]': { borderBottomColor: vars.color.primary, color: vars.color.primary },
          '&[data-pressed]': { background: vars.color.surfaceHover },
          '[data-orientation="vertical"] > &': {
            marginBottom: 0,
            marginRight: '-1px',
            borderBottom: 'none',
            borderRight: '2px solid transparent',
            borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
          },
          '[data-orientation="vertical"] > &[data-selected]': {
            borderRightColor: vars.color.primary,
          },
        },
      }),
      pills: layered({
        borderRadius: vars.radius.sm,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-selected]': { background: vars.color.surface, boxShadow: vars.shadow.sm },
          '&[data-selected][data-focus-visible]': { boxShadow: vars.shadow.focus },
        },
      }),
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tabPanel = style(
  layered({
    outline: 'none',
    color: vars.color.text,
    borderRadius: vars.radius.sm,
    selectors: { '&[data-focus-visible]': { boxShadow: vars.shadow.focus } },
  }),
);
