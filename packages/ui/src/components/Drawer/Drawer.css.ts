import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const overlay = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.drawer,
    background: vars.color.backdrop,
  }),
);

export const drawer = style(
  layered({
    position: 'fixed',
    top: 0,
    bottom: 0,
    right: 0,
    width: '280px',
    maxWidth: '85vw',
    overflowY: 'auto',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  }),
);
