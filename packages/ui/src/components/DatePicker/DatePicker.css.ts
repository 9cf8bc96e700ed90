import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { focusRing } from '../../styles/focusRing.css';

export const row = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

/** The segments, in the field's group box like any other input. */
export const input = style(
  layered({
    display: 'flex',
    flex: 1,
    minWidth: 0,
    flexWrap: 'wrap',
    fontSize: vars.fontSize.md,
  }),
);

export const segment = style(
  layered({
    paddingInline: '1px',
    borderRadius: vars.radius.sm,
    outline: 'none',
    fontVariantNumeric: 'tabular-nums',
    selectors: {
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[data-type="literal"]': { color: vars.color.textMuted },
      '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
    },
  }),
);

export const icon = style(layered({ width: '16px', height: '16px' }));

export const popover = style(
  layered({
    padding: vars.space.md,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  }),
);

export const calendarHeader = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    marginBottom: vars.space.sm,
  }),
);

export const calendarTitle = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const grid = style(layered({ borderCollapse: 'collapse' }));

export const weekday = style(
  layered({
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    paddingBottom: vars.space.xs,
  }),
);

export const cell = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
      // The day cells sit side by side: a ring closer than the shared one.
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '1px' },
    },
  }),
);
