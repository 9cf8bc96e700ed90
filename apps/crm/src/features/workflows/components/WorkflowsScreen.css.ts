import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const search = style({ minWidth: '240px', flex: '0 1 320px' });

export const rowActions = style({ display: 'flex', gap: vars.space.xs });
