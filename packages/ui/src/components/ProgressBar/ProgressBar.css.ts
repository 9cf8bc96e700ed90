import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const bar = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    minWidth: '8rem',
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
  }),
);

export const track = style(
  layered({
    height: '0.375rem',
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  }),
);

// A span: without display block its width and height are ignored and the bar never fills.
export const fill = style(
  layered({
    display: 'block',
    height: '100%',
    background: vars.color.primary,
    transition: 'width 200ms ease-out',
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  }),
);
