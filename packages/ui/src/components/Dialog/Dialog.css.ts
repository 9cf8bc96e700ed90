import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { quietIconButton } from '../Button/quietIconButton.css';
import { insetFocusRing } from '../../styles/focusRing.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.sm}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.lg,
    background: vars.color.backdrop,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
  }),
);

export const modal = recipe({
  base: layered({
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    // A column the dialog shrinks into, so that its body scrolls and its footer stays in view.
    display: 'flex',
    flexDirection: 'column',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.normal} ${vars.motion.easing}` },
      '&[data-exiting]': {
        animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse`,
      },
    },
  }),
  variants: {
    size: {
      sm: layered({ maxWidth: vars.size.dialogSm }),
      md: layered({ maxWidth: vars.size.dialogMd }),
      lg: layered({ maxWidth: vars.size.dialogLg }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style(
  layered({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    gap: vars.space.lg,
    padding: vars.space.xl,
    outline: 'none',
  }),
);

export const header = style(
  layered({ flex: 'none', display: 'grid', gap: vars.space.xs, paddingRight: vars.space.xxl }),
);

export const title = style(
  layered({
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  }),
);

export const description = style(
  layered({ fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);

/**
 * Long content scrolls here, between the header and the footer. The margin and padding of the
 * focus ring's width (2 px + 2 px offset) keep the rings of fields at its edges from being cut.
 */
export const body = style(
  layered({
    flex: '0 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    margin: `calc(-1 * ${vars.space.xs})`,
    padding: vars.space.xs,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    outline: 'none',
    // A plain element: the browser's own :focus-visible (no react-aria state to mirror here).
    selectors: { '&:focus-visible': insetFocusRing },
  }),
);

export const closeButton = style([
  quietIconButton,
  layered({ position: 'absolute', top: vars.space.md, right: vars.space.md }),
]);

export const footer = style(
  layered({
    flex: 'none',
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    flexWrap: 'wrap',
  }),
);
