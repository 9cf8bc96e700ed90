import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { quietIconButton } from '../Button/quietIconButton.css';
import { insetFocusRing } from '../../styles/focusRing.css';

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.surface,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { boxShadow: vars.shadow.focus } },
  }),
);

export const header = style(layered({ background: vars.color.surfaceSunken }));

export const column = style(
  layered({
    padding: `${vars.space.sm} ${vars.space.lg}`,
    textAlign: 'start',
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border}`,
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-focus-visible]': insetFocusRing,
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    },
  }),
);

export const columnContent = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }),
);

export const sortIcon = style(
  layered({
    width: vars.size.icon,
    height: vars.size.icon,
    flexShrink: 0,
    selectors: { '&[data-direction="descending"]': { transform: 'rotate(180deg)' } },
  }),
);

export const body = style(layered({}));

export const row = style(
  layered({
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.primarySubtle },
      '&[data-focus-visible]': insetFocusRing,
      '&[data-disabled]': { color: vars.color.textMuted },
    },
  }),
);

export const cell = style(
  layered({
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': insetFocusRing,
    },
  }),
);

export const emptyCell = style(
  layered({ padding: 0, borderBottom: `1px solid ${vars.color.border}` }),
);

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.5 },
  '100%': { opacity: 1 },
});

/** The number of columns of the table, for the placeholder rows' grid. */
export const columnCount = createVar();

export const skeletonRow = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))`,
    gap: vars.space.xl,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
    selectors: { '&:last-child': { borderBottom: 'none' } },
  }),
);

export const skeletonBar = style(
  layered({
    height: vars.space.lg,
    maxWidth: '12rem',
    borderRadius: vars.radius.sm,
    background: vars.color.skeleton,
    animation: `${shimmer} 1.5s ${vars.motion.easing} infinite`,
    selectors: { '&:nth-child(2n)': { width: '70%' } },
  }),
);

export const rowActionsButton = quietIconButton;

export const rowActionsIcon = style(layered({ width: vars.size.icon, height: vars.size.icon }));

/** The spinner row a paged table shows while its next page loads. */
export const loadMore = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
  }),
);

/** A card's action buttons, side by side. */
export const rowActionButtons = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }),
);
