import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import { layered } from '../layered';

export const pane = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    padding: vars.space.sm,
    boxSizing: 'border-box',
  }),
);

export const toolbar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space.sm,
  }),
);

export const widths = style(
  layered({
    display: 'inline-flex',
    padding: vars.space.xxs,
    gap: vars.space.xxs,
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.md,
  }),
);

export const width = style(
  layered({
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: 0,
    borderRadius: vars.radius.sm,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': {
        color: vars.color.text,
        background: vars.color.surface,
        boxShadow: vars.shadow.sm,
      },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const stage = style(
  layered({
    flex: 1,
    minHeight: 0,
    display: 'flex',
    justifyContent: 'center',
    background: vars.color.surfaceSunken,
    borderRadius: vars.radius.md,
    overflow: 'auto',
  }),
);

export const frame = style(
  layered({ height: '100%', maxWidth: '100%', border: 0, background: vars.color.surface }),
);
