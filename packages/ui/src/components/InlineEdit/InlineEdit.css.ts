import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** The edit button right after the value; a long value wraps beside it. */
export const view = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
  }),
);

export const value = style(
  layered({
    flex: '0 1 auto',
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const form = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    minWidth: 0,
  }),
);

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));
