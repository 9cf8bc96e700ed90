import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const planCard = style({ height: '100%' });

/** The limit notice is a sentence: on a phone it wraps inside its column instead of widening it. */
export const limitNotice = style({ selectors: { '&&': { whiteSpace: 'normal' } } });

export const price = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const priceUnit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const planBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
});

export const selected = style({
  outline: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
});

export const proceed = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

/** The four plans side by side from 1,000 px, two by two below, one under another on a phone. */
export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))',
  gap: vars.space.lg,
});
