import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

/** The filters on one line where they fit, each field wrapping under the last on a phone. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '200px', flex: '1 1 200px' });

export const when = style({ whiteSpace: 'nowrap' });

export const more = style({ display: 'flex', justifyContent: 'center' });

/** An event's facts: long values (a browser's user agent) wrap rather than widen the dialog. */
export const eventFacts = style({ overflowWrap: 'anywhere' });
