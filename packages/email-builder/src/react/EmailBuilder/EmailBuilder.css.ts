import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { layered } from '../layered';

/** Spec 9: the builder is 500px high; its panels scroll inside. */
export const BUILDER_HEIGHT = '500px';

// On a phone the design stacks (canvas, then settings) and the builder grows with it: a 500 px box
// scrolling inside a full-screen dialog that scrolls too put the Add Element grid a scroll inside a
// scroll away. The preview keeps the 500 px, its email scrolling in its own frame.
const phone = 'screen and (max-width: 640px)';

export const root = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    height: BUILDER_HEIGHT,
    '@media': { [phone]: { height: 'auto' } },
    minWidth: 0,
    overflow: 'hidden',
    fontFamily: vars.font.body,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  }),
);

export const tabs = style(
  layered({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }),
);

export const toolbar = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);

export const actions = style(
  layered({ display: 'flex', alignItems: 'center', gap: vars.space.xs }),
);

export const panel = style(
  layered({ flex: 1, minHeight: 0, overflow: 'auto', padding: 0, outlineOffset: '-2px' }),
);

export const contentPanel = style(layered({ padding: vars.space.md }));

export const previewPanel = style(
  layered({ '@media': { [phone]: { flex: 'none', height: BUILDER_HEIGHT } } }),
);
