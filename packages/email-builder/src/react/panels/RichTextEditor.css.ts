import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme.css';
import { layered } from '../layered';

export const root = style(layered({ display: 'grid', gap: vars.space.xxs }));

export const label = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
  }),
);

export const toolbar = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs }));

export const toolButton = style(
  layered({
    minInlineSize: vars.size.controlMd,
    blockSize: vars.size.controlMd,
    padding: `0 ${vars.space.xs}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': {
        background: vars.color.surfaceSunken,
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      },
      '&[data-focus-visible]': focusRing,
    },
  }),
);

export const editor = style(
  layered({
    minBlockSize: '6em',
    padding: vars.space.xs,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: 1.5,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    selectors: {
      '&:focus-visible': focusRing,
    },
  }),
);

export const linkRow = style(
  layered({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs }),
);

export const description = style(
  layered({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted }),
);
