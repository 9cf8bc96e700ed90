import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** A field's name, its value and its Remove button on one line. */
export const customFieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
