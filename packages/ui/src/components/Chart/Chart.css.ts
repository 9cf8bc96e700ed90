import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/**
 * Series colours, in order. Each is ≥ 3:1 against the card surface in both themes (primary
 * 6.7 / 4.9, warning 4.9 / 11.7, success 5.0 / 10.3), and blue against amber stays apart for the
 * common colour-vision deficiencies; markers, dashes and bar patterns tell them apart without colour.
 */
const seriesColours = { 0: vars.color.primary, 1: vars.color.warning, 2: vars.color.success };

export const chart = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
  }),
);

export const toolbar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  }),
);

export const legend = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
);

export const legendItem = style(
  layered({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }),
);

export const toggle = style(
  layered({
    selectors: {
      '&[data-selected]': { background: vars.color.primarySubtle, borderColor: vars.color.primary },
    },
  }),
);

export const plot = style(layered({ position: 'relative', width: '100%' }));

export const svg = style(layered({ display: 'block', overflow: 'visible' }));

export const gridLine = style(layered({ stroke: vars.color.border, strokeWidth: 1 }));

export const axisLine = style(layered({ stroke: vars.color.borderStrong, strokeWidth: 1 }));

export const axisLabel = style(
  layered({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs, fontFamily: vars.font.body }),
);

export const seriesStroke = styleVariants(seriesColours, (colour) =>
  layered({ stroke: colour, fill: 'none', strokeWidth: 2 }),
);

/** Markers and bars: filled with the series colour, outlined with the surface so they stand apart. */
export const seriesMark = styleVariants(seriesColours, (colour) =>
  layered({
    fill: colour,
    stroke: vars.color.surface,
    strokeWidth: 1.5,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&:focus-visible, &[data-active]': { stroke: vars.color.focusRing, strokeWidth: 3 },
    },
  }),
);

/** Hatched and hollow bars keep an outline in their colour; the first series' solid bars need none. */
export const barOutline = styleVariants(seriesColours, (colour, series) =>
  layered({
    // The first series' solid bars need no outline of their own colour.
    stroke: String(series) === '0' ? vars.color.surface : colour,
    strokeWidth: 1.5,
    selectors: {
      '&:focus-visible, &[data-active]': { stroke: vars.color.focusRing, strokeWidth: 3 },
    },
  }),
);

/** The hatched fill of a second series' bars: colour stripes on the surface. */
export const hatchBackground = style(layered({ fill: vars.color.surface }));
export const hatchStripe = styleVariants(seriesColours, (colour) =>
  layered({ stroke: colour, strokeWidth: 3 }),
);

export const tooltip = style(
  layered({
    position: 'absolute',
    zIndex: vars.zIndex.tooltip,
    transform: 'translate(-50%, calc(-100% - 10px))',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.md,
    color: vars.color.text,
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
  }),
);

export const tooltipTitle = style(layered({ fontWeight: vars.fontWeight.semibold }));

export const empty = style(
  layered({
    margin: 0,
    padding: `${vars.space.xxl} ${vars.space.md}`,
    textAlign: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const table = style(
  layered({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const cell = style(
  layered({
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderBottom: `1px solid ${vars.color.border}`,
    textAlign: 'right',
    whiteSpace: 'nowrap',
    selectors: { '&:first-child': { textAlign: 'left' } },
  }),
);

export const headerCell = style(
  layered({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold }),
);
