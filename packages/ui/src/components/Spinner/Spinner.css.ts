import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'inline-flex',
        flexShrink: 0,
        color: vars.color.primary,
      },
    },
  },
  variants: {
    size: {
      sm: { '@layer': { [componentsLayer]: { width: vars.size.icon, height: vars.size.icon } } },
      md: { '@layer': { [componentsLayer]: { width: vars.space.xl, height: vars.space.xl } } },
      lg: { '@layer': { [componentsLayer]: { width: vars.space.xxxl, height: vars.space.xxxl } } },
    },
    tone: {
      primary: {},
      current: { '@layer': { [componentsLayer]: { color: 'currentColor' } } },
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

export const svg = style({
  '@layer': {
    [componentsLayer]: {
      width: '100%',
      height: '100%',
      animation: `${spin} 800ms linear infinite`,
    },
  },
});

export const track = style({
  '@layer': { [componentsLayer]: { opacity: 0.25 } },
});

export const fullPage = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.md,
      minHeight: '100vh',
      width: '100%',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      fontFamily: vars.font.body,
    },
  },
});
