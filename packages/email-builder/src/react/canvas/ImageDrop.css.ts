import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { layered } from '../layered';

/** Half the upload placeholder's height: it is centred on the gap it will fill. */
export const PLACEHOLDER_HALF_HEIGHT = 24;

/** About half the drop hint's width in English: how near an edge its middle may go. */
export const HINT_HALF_WIDTH = 120;

export const area = style(
  layered({ position: 'relative', display: 'grid', minWidth: 0, minHeight: 0 }),
);

// Drawn over the canvas and never in the way: pointer events reach the blocks below.
export const overlay = style(
  layered({
    position: 'absolute',
    inset: 0,
    zIndex: 2,
    pointerEvents: 'none',
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary}`, outlineOffset: '-2px' },
      '&[data-refused]': { outlineColor: vars.color.warning },
    },
  }),
);

export const indicator = style(
  layered({
    position: 'absolute',
    borderBlockStart: `3px solid ${vars.color.primary}`,
    transform: 'translateY(-1px)',
    selectors: {
      '&[data-replace]': {
        borderBlockStart: 0,
        outline: `3px solid ${vars.color.primary}`,
        outlineOffset: '-3px',
        borderRadius: vars.radius.md,
        transform: 'none',
      },
    },
  }),
);

export const hint = style(
  layered({
    position: 'absolute',
    insetInlineStart: '50%',
    transform: 'translate(-50%, -50%)',
    // Its own width, not what is left right of the middle where it starts.
    width: 'max-content',
    maxWidth: '90%',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
    textAlign: 'center',
    background: vars.color.surface,
    border: `1px solid ${vars.color.primary}`,
    borderRadius: vars.radius.full,
    boxShadow: vars.shadow.sm,
  }),
);

export const hintAtTop = style(
  layered({
    insetBlockStart: vars.space.md,
    transform: 'translateX(-50%)',
    borderColor: vars.color.warning,
  }),
);

export const placeholder = style(
  layered({
    position: 'absolute',
    boxSizing: 'border-box',
    minHeight: PLACEHOLDER_HALF_HEIGHT * 2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.surface,
    border: `2px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transform: 'translateY(-50%)',
    selectors: { '&[data-replace]': { transform: 'none' } },
  }),
);

// The live region stays in the page (an alert added with its text is not always announced); it
// takes room only while it holds a notice.
export const notices = style(
  layered({
    position: 'absolute',
    insetBlockStart: vars.space.sm,
    insetInlineStart: vars.space.sm,
    insetInlineEnd: vars.space.sm,
    zIndex: 3,
  }),
);

export const notice = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
    background: vars.color.warningSubtle,
    borderInlineStart: `3px solid ${vars.color.warning}`,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.lg,
  }),
);

export const noticeList = style(
  layered({
    flex: 1,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: vars.space.xxs,
  }),
);
