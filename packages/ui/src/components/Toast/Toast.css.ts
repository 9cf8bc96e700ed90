import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** How far the toast has been dragged to the right, set while swiping. */
export const swipeOffset = createVar();

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space.xl})` },
  to: { opacity: 1, transform: 'none' },
});

export const region = style(
  layered({
    position: 'fixed',
    right: 0,
    bottom: 0,
    zIndex: vars.zIndex.toast,
    width: '100%',
    padding: vars.space.lg,
    outline: 'none',
    '@media': {
      // Spec: at most 420 px wide from medium screens (768 px) up.
      'screen and (min-width: 768px)': { maxWidth: vars.size.toastMaxWidth },
    },
  }),
);

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    borderRadius: vars.radius.lg,
    selectors: { [`${region}[data-focus-visible] &`]: { boxShadow: vars.shadow.focus } },
  }),
);

export const toast = recipe({
  base: layered({
    vars: { [swipeOffset]: '0px' },
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    border: '1px solid',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    touchAction: 'pan-y',
    userSelect: 'none',
    transform: `translateX(${swipeOffset})`,
    animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
    transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      '&[data-swiping]': { transition: 'none' },
    },
  }),
  variants: {
    variant: {
      default: layered({
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      }),
      success: layered({
        background: vars.color.successSubtle,
        color: vars.color.text,
        borderColor: vars.color.success,
      }),
      info: layered({
        background: vars.color.primarySubtle,
        color: vars.color.text,
        borderColor: vars.color.primary,
      }),
      destructive: layered({
        background: vars.color.danger,
        color: vars.color.onDanger,
        borderColor: vars.color.danger,
      }),
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style(
  layered({ display: 'grid', gap: vars.space.xxs, flex: 1, minWidth: 0 }),
);

export const title = style(
  layered({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }),
);

export const description = style(layered({ fontSize: vars.fontSize.sm, opacity: 0.9 }));

export const closeButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    margin: `calc(-1 * ${vars.space.xs})`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    },
  }),
);
