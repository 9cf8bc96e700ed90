import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const address = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
