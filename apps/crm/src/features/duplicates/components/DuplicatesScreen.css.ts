import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const groupHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const groupTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const contactLine = style({
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});

export const mergeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
});
