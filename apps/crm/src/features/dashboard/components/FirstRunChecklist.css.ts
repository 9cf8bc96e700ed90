import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** The tick: a filled circle when done, an outline when not, so it reads without colour too. */
export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.onPrimary,
  selectors: {
    '&[data-done]': { background: vars.color.success, borderColor: vars.color.success },
  },
});

export const done = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
