import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const article = style({
  maxWidth: '760px',
  marginInline: 'auto',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${article} h1`, {
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
});

globalStyle(`${article} h2`, {
  fontSize: vars.fontSize.xl,
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
});

globalStyle(`${article} p, ${article} ul`, { margin: `0 0 ${vars.space.md}` });

export const muted = style({ color: vars.color.textMuted });

export const center = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  maxWidth: '440px',
  width: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const cardTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const cardText = style({ color: vars.color.textMuted, margin: 0 });
