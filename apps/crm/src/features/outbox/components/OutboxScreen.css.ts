import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 860px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const list = style({ maxHeight: '32rem' });

export const itemSubject = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const messageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A dt/dd pair wrapped for React's keys, laid out as if the wrapper were not there. */
export const factGroup = style({ display: 'contents' });

export const factName = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const preview = style({
  width: '100%',
  height: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const plainText = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '28rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const loadMore = style({ padding: vars.space.md });

/** The selected message; scrolled to on a phone, below any sticky header. */
export const messageCard = style({ scrollMarginTop: vars.space.xl, minWidth: 0 });
