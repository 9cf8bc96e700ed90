import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@crm/ui';
import { layered } from '../layered';

export const root = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    color: vars.color.text,
    fontFamily: vars.font.body,
  }),
);

export const form = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.sm,
  }),
);

export const baseField = style(
  layered({
    flex: `1 1 calc(${vars.space.xxxl} * 4)`,
    maxWidth: vars.size.dialogSm,
  }),
);

// Lines the picker and the button up with the input, under the field's label.
export const controlsOffset = style(
  layered({
    display: 'flex',
    gap: vars.space.sm,
    paddingTop: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal} + ${vars.space.xs})`,
  }),
);

export const picker = style(
  layered({
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: vars.space.xxs,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': focusRing,
    },
  }),
);

export const section = style(layered({ display: 'grid', gap: vars.space.md }));

export const sectionHeading = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
  }),
);

export const description = style(
  layered({
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  }),
);

export const grid = style(
  layered({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxxl} * 5), 1fr))`,
    gap: vars.space.lg,
  }),
);

export const themes = style(layered({ display: 'grid', gap: vars.space.xxl }));

export const scrollArea = style(layered({ maxHeight: `calc(${vars.size.dialogLg} * 0.75)` }));
