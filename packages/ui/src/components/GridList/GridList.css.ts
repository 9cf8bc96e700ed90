import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { focusRing } from '../../styles/focusRing.css';

export const list = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    overflowY: 'auto',
    outline: 'none',
  }),
);

export const item = style(
  layered({
    display: 'grid',
    gap: vars.space.xxs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    color: vars.color.text,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.primarySubtle },
      // Inset: the row sits flush in a scrolling list that would clip a ring drawn outside it.
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    },
  }),
);
