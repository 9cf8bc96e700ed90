import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Empty until an erasure ends, so the status region is in place before it speaks. */
export const result = style({ margin: 0, fontSize: vars.fontSize.sm, minHeight: '1lh' });
