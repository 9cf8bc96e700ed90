import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const scopes = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const scopeText = style({ display: 'grid' });

export const scopeHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const copyRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

/** The key is long and unbroken: it wraps anywhere rather than widen a phone's dialog. */
export const key = style({ flex: '1 1 auto', minWidth: 0 });
