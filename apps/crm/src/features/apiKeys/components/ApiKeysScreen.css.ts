import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const prefix = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const scopes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
