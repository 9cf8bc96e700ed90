import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** The small borderless icon button of overlays and rows (a dialog's close, a row's actions). */
export const quietIconButton = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    },
  }),
);
