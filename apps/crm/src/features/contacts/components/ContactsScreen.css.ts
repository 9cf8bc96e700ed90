import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const filters = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
  flex: '1 1 480px',
});

// Wide enough for the whole placeholder at 1280 px; Tag and Status at 160 px share one row on a phone.
export const search = style({ flex: '1 1 240px', minWidth: '200px', maxWidth: '420px' });

export const filter = style({ flex: '0 1 160px', minWidth: '140px' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** A link among the buttons, as tall as they are so it lines up and is as easy to hit. */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
});

/** The card holds the table and never grows past the screen: the table scrolls inside it. */
export const tableCard = style({ overflow: 'hidden', minWidth: 0 });

/**
 * The virtualised table is its own scroll container in both directions, so on a phone it scrolls
 * sideways inside the card instead of widening the page.
 */
export const table = style({
  // The screen's header, filters and summary take about 250 px at 1280 px wide: fill the rest.
  height: 'max(360px, calc(100dvh - 290px))',
  width: '100%',
});

/**
 * A cell whose value may be cut short: hovered or focused, it grows over the cells beside it to
 * show the whole value on the row's own background.
 */
export const fullOnFocus = style({
  selectors: {
    '&:hover, &[data-focus-visible], &:focus-within': {
      overflow: 'visible',
      position: 'relative',
      zIndex: 1,
      width: 'max-content',
      minWidth: '100%',
      background: vars.color.surface,
      boxShadow: vars.shadow.md,
    },
  },
});

/** A line of small text with its actions at the end: the count above the table, a bulk job. */
const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
});

export const summary = style([
  statusLine,
  {
    borderBottom: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    minHeight: vars.size.controlLg,
  },
]);

export const selectionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  color: vars.color.text,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.tone.blue.background,
  color: vars.tone.blue.text,
  border: `1px solid ${vars.tone.blue.border}`,
  fontSize: vars.fontSize.sm,
});

export const addRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

/** Lines up a button beside a labelled field's input. */
export const besideField = style({ marginTop: '1.6rem' });

/** A background bulk action's progress, then its final report, above the table. */
export const bulkJob = style([
  statusLine,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
  },
]);

export const bulkJobBar = style({ flex: '1 1 320px' });

export const bulkJobFailed = style({ color: vars.color.danger });
