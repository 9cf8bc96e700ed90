import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xs}))` },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style(
  layered({
    width: '360px',
    maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
    maxHeight: '70vh',
    overflow: 'auto',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
);

export const dialog = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    outline: 'none',
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  }),
);
