import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { focusRing } from '../../styles/focusRing.css';

export const field = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs }),
);

export const row = style(layered({ display: 'flex', alignItems: 'center', gap: vars.space.sm }));

export const group = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    flex: 1,
    minWidth: 0,
    minHeight: vars.size.controlMd,
    paddingInline: vars.space.md,
    gap: vars.space.sm,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&[data-focus-within]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  }),
);

export const input = style(
  layered({
    display: 'flex',
    flex: 1,
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

export const calendarButton = style(
  layered({
    display: 'grid',
    placeItems: 'center',
    width: '28px',
    height: '28px',
    padding: 0,
    color: vars.color.textMuted,
    background: 'transparent',
    border: 'none',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
      // The trigger sits inside the field's border: the ring hugs it.
      '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
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
