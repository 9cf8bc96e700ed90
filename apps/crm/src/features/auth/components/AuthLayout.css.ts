import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export { page, card } from '../../../styles/centredCard.css';

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});

export { title, text as subtitle } from '../../../styles/centredCard.css';

export { form } from '../../../styles/form.css';

export const footer = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: 0,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

/** A message in place of a form (a reset link's answer), centred and readable. */
export const message = style({ textAlign: 'center', margin: 0, lineHeight: 1.5 });

export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });

/** "Forgot password?" under the password field, at its end. */
export const forgot = style({ alignSelf: 'flex-end', fontSize: vars.fontSize.sm });
