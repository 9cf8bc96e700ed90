import { style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The heading and the filter share a line, wrapping on a phone. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const filter = style({ minWidth: '14rem' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A line down the left joins the events, a dot marks each. */
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.xl}`,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space.xs,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: `calc(${vars.space.sm} + 4px)`,
      width: '12px',
      height: '12px',
      borderRadius: '50%',
      background: vars.color.surface,
      border: `2px solid ${vars.color.primary}`,
      boxSizing: 'border-box',
    },
  },
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const detail = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const more = style({ alignSelf: 'flex-start' });
