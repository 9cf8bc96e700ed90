import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/**
 * The centred-card page of the signed-out screens: the auth forms (AuthLayout) and the site's
 * 404, error and test cards. One definition, so they stay the same page.
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const text = style({ color: vars.color.textMuted, margin: 0 });
