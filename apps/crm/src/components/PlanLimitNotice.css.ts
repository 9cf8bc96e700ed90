import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
