import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

export const card = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
        fontFamily: vars.font.body,
        color: vars.color.text,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
    },
  },
  variants: {
    variant: {
      outlined: {},
      elevated: { '@layer': { [componentsLayer]: { boxShadow: vars.shadow.md } } },
      sunken: {
        '@layer': {
          [componentsLayer]: { background: vars.color.surfaceSunken, borderColor: 'transparent' },
        },
      },
    },
  },
  defaultVariants: { variant: 'outlined' },
});

export const header = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: `${vars.space.xl} ${vars.space.xl} 0`,
    },
  },
});

export const title = style({
  '@layer': {
    [componentsLayer]: {
      fontSize: vars.fontSize.lg,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
    },
  },
});

export const description = style({
  '@layer': { [componentsLayer]: { fontSize: vars.fontSize.sm, color: vars.color.textMuted } },
});

export const content = style({
  '@layer': { [componentsLayer]: { padding: vars.space.xl, flex: 1 } },
});

export const footer = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: vars.space.sm,
      padding: `0 ${vars.space.xl} ${vars.space.xl}`,
    },
  },
});
