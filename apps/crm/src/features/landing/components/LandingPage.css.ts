import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

const container = {
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
} as const;

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  ...container,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '64px',
  flexWrap: 'wrap',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

// Below this width the header's menu and actions move into a drawer.
const narrow = 'screen and (max-width: 767px)';

export const nav = style({
  display: 'flex',
  gap: vars.space.xs,
  flex: 1,
  flexWrap: 'wrap',
  '@media': { [narrow]: { display: 'none' } },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const wideOnly = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [narrow]: { display: 'none' } },
});

export const narrowOnly = style({
  display: 'none',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const drawerDialog = style({ alignContent: 'start' });

export const drawerNav = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch' });

export const drawerActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const hero = style({
  ...container,
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const heroTitle = style({
  fontSize: vars.fontSize.hero,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  maxWidth: '18ch',
  '@media': { 'screen and (max-width: 640px)': { fontSize: vars.fontSize.display } },
});

export const heroText = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '60ch',
  margin: 0,
});

export const heroActions = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const section = style({
  ...container,
  paddingBlock: vars.space.xxxl,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  margin: 0,
  marginBottom: vars.space.sm,
});

export const sectionLead = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  margin: 0,
  marginBottom: vars.space.xxl,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const tile = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const tileHighlighted = style([
  tile,
  { borderColor: vars.color.primary, boxShadow: vars.shadow.md, position: 'relative' },
]);

export const tileTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const tileText = style({ color: vars.color.textMuted, margin: 0 });

export const price = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
});

export const priceUnit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const featureList = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
});

export const faq = style({
  marginTop: vars.space.xxl,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const footerInner = style({
  ...container,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerLinks = style({
  display: 'flex',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const videoFrame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const video = style({ width: '100%', height: '100%', display: 'block' });

export const videoFallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-end',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const videoMessage = style({
  margin: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const industryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const pickerLabel = style({
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
  marginTop: vars.space.lg,
});
