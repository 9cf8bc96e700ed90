import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const back = style({ alignSelf: 'flex-start' });

/** The name and the Edit button share a line, wrapping on a phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const nameField = style({ flex: '1 1 16rem', minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `${vars.space.md} 0 0`,
});

/** A field being edited takes the whole row: a tag editor or a reason needs the width. */
export const fact = style({
  minWidth: 0,
  selectors: { '&:has([data-editing])': { gridColumn: '1 / -1' } },
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, color: vars.color.text, minWidth: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
