import { style } from '@vanilla-extract/css';
import { layered } from '../theme/layered';

/**
 * Read by screen readers, not drawn: a name or a state that the look alone carries (an icon
 * column's header, a line-through that means "done"). The one definition for every package.
 */
export const visuallyHidden = style(
  layered({
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
);
