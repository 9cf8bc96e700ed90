import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

// Below this width the sidebar becomes a top bar whose button opens a drawer.
const medium = 'screen and (min-width: 768px)';

export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    background: vars.color.surface,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': {
      [medium]: {
        selectors: {
          '&[data-variant="responsive"]': {
            flexDirection: 'column',
            alignItems: 'stretch',
            width: vars.size.sidebar,
            // Stays in view, full height, while a long screen scrolls beside it.
            position: 'sticky',
            top: 0,
            alignSelf: 'flex-start',
            height: '100dvh',
            padding: vars.space.md,
            borderBottom: 'none',
            borderRight: `1px solid ${vars.color.border}`,
            transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
          },
          '&[data-variant="responsive"][data-collapsed]': { width: vars.size.sidebarCollapsed },
        },
      },
    },
  }),
);

export const top = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    flex: 1,
    minWidth: 0,
    '@media': {
      [medium]: {
        selectors: {
          [`${root}[data-variant="responsive"] &`]: {
            flex: 'none',
            justifyContent: 'space-between',
          },
          [`${root}[data-variant="responsive"][data-collapsed] &`]: { flexDirection: 'column' },
        },
      },
    },
  }),
);

export const nav = style(
  layered({
    flex: 1,
    flexDirection: 'column',
    gap: vars.space.md,
    minHeight: 0,
    overflowY: 'auto',
  }),
);

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const footer = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);

export const link = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.controlMd,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    textDecoration: 'none',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
      // The blue tone's text keeps at least 4.5:1 on the subtle blue in both themes (primary on
      // it is 4.63:1 in dark since the dark primary became #4a90f7, a thin margin).
      '&[data-current]': { background: vars.color.primarySubtle, color: vars.tone.blue.text },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      [`${root}[data-collapsed] &`]: { justifyContent: 'center', padding: 0 },
    },
  }),
);

export const icon = style(
  layered({
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.size.icon,
    height: vars.size.icon,
  }),
);

// Collapsed labels leave the layout but stay in the accessibility tree, so links keep their names.
export const label = style(
  layered({
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    selectors: {
      [`${root}[data-collapsed] &`]: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        margin: '-1px',
        clip: 'rect(0 0 0 0)',
        clipPath: 'inset(50%)',
      },
    },
  }),
);

export const iconButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    },
  }),
);

export const toggleIcon = style(
  layered({
    width: vars.size.icon,
    height: vars.size.icon,
    selectors: { [`${root}[data-collapsed] &`]: { transform: 'scaleX(-1)' } },
  }),
);

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const drawerOverlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.drawer,
    background: vars.color.backdrop,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
  }),
);

export const drawer = style(
  layered({
    position: 'fixed',
    top: 0,
    bottom: 0,
    left: 0,
    width: vars.size.sidebar,
    maxWidth: '85vw',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${slideIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
  }),
);

export const drawerDialog = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    height: '100%',
    padding: vars.space.md,
    outline: 'none',
  }),
);

export const drawerTop = style(
  layered({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }),
);

export const drawerNav = style(layered({ display: 'flex' }));

// Last in the file so that they win over the display of the elements they are combined with.
export const desktopOnly = style(
  layered({
    display: 'none',
    '@media': {
      [medium]: { selectors: { [`${root}[data-variant="responsive"] &`]: { display: 'flex' } } },
    },
  }),
);

export const mobileOnly = style(
  layered({
    '@media': {
      [medium]: { selectors: { [`${root}[data-variant="responsive"] &`]: { display: 'none' } } },
    },
  }),
);
