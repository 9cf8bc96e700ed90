import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layered';

/** Scrolls over every row of the list (scaled past the maximum height); never sideways. */
export const scroller = style(
  layered({
    overflowX: 'hidden',
    overflowY: 'auto',
    position: 'relative',
    overscrollBehavior: 'contain',
  }),
);

/** The rendered window stays in view while the scroller moves under it. */
export const viewport = style(layered({ position: 'sticky', top: 0 }));

/**
 * The table of the window: scrolled to the exact pixel by the scroller, never by the user
 * (a wheel over it scrolls the scroller); sideways it scrolls itself, for a phone.
 */
export const window = style(
  // The virtualiser sets its overflow inline: only !important keeps the user's wheel off it.
  layered({
    height: '100%',
    width: '100%',
    overflowX: 'auto !important' as 'auto',
    overflowY: 'hidden !important' as 'hidden',
  }),
);

/** A placeholder bar in a cell whose row has not loaded yet. */
export const cellSkeleton = style(
  layered({ display: 'inline-block', width: '70%', verticalAlign: 'middle' }),
);

/** Read by screen readers, not shown: names a row that is still loading. */
export const hiddenLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
