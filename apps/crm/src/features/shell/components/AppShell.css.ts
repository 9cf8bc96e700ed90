import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const avatarButton = style({ paddingInline: vars.space.xs });

export const menuName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const menuEmail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const frame = style({
  display: 'flex',
  minHeight: '100vh',
  // Below the Sidebar's 768 px breakpoint it is a bar with a drawer: stack it above the screen.
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'column' } },
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const content = style({
  flex: 1,
  // Focused only by "Skip to content" (tabIndex -1): the page itself needs no ring.
  outline: 'none',
  padding: vars.space.xl,
  '@media': { 'screen and (max-width: 640px)': { padding: vars.space.lg } },
});
