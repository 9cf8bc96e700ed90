import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const variants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One variant: a bordered card, its lines stacked, so a phone never scrolls sideways. */
export const variant = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const subject = style({ overflowWrap: 'anywhere' });
