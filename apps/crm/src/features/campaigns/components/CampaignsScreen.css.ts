import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const search = style({ minWidth: '220px', flex: '0 1 360px' });

export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The campaigns table scrolls inside the screen (never sideways: a phone gets fewer columns). */
export const table = style({ height: 'max(320px, calc(100dvh - 260px))' });

export const recipientsTable = style({ height: '300px' });

/** The recipients' heading and their state filter on one line, wrapping on a phone. */
export const recipientsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stateFilter = style({ minWidth: '200px' });

/** The Templates dialog's list scrolls inside the dialog; the next page loads at its end. */
export const pickerScroll = style({ maxHeight: '50dvh', overflowY: 'auto' });

export const pickerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pickerName = style({ fontWeight: vars.fontWeight.semibold });

export const pickerSubject = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
