import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const search = style({ minWidth: '240px', flex: '0 1 320px' });

/** Previous and Next under the table, with where the page is. */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
