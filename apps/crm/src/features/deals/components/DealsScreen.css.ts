import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** Columns side by side; on a narrow screen the board scrolls sideways between stages. */
export const board = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  alignItems: 'flex-start',
  paddingBottom: vars.space.sm,
  scrollSnapType: 'x proximity',
});

export const column = style({
  flex: '0 0 17rem',
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  scrollSnapAlign: 'start',
  minHeight: '8rem',
});

export const columnOver = style({ outline: `2px solid ${vars.color.focusRing}` });

export const columnHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const columnMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const card = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  touchAction: 'manipulation',
});

export const cardDragging = style({ opacity: 0.4 });

export const handle = style({
  flex: '0 0 auto',
  cursor: 'grab',
  touchAction: 'none',
  background: 'none',
  border: 'none',
  color: vars.color.textMuted,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const cardBody = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  textAlign: 'start',
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});

export const cardName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const cardMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const overlay = style({ boxShadow: vars.shadow.md, cursor: 'grabbing' });

/** The view switch and the buttons, on one line that wraps on a phone. */
export const viewToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tableView = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The deals table scrolls inside the screen (never sideways: a phone gets fewer columns). */
export const table = style({ height: 'max(320px, calc(100dvh - 280px))' });

/** The deal's notes and tasks under its form, set apart from the fields. */
export const dealSections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
