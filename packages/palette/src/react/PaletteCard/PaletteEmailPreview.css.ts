import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@crm/ui';
import { layered } from '../layered';

// The palette's colours are runtime values, set with assignInlineVars on the preview's root.
export const primary = createVar();
export const accent = createVar();
export const secondary = createVar();
export const background = createVar();
export const text = createVar();
export const textSecondary = createVar();
export const border = createVar();

export const email = style(
  layered({
    overflow: 'hidden',
    border: `1px solid ${border}`,
    borderRadius: vars.radius.md,
    background,
    color: text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  }),
);

export const header = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: primary,
    color: text,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const stripe = style(
  layered({
    display: 'flex',
    height: vars.space.xs,
  }),
);

export const stripeColour = style(layered({ flex: 1 }));
export const stripeSecondary = style(layered({ background: secondary }));
export const stripeAccent = style(layered({ background: accent }));

export const body = style(
  layered({
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
  }),
);

export const heading = style(
  layered({
    margin: 0,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  }),
);

export const paragraph = style(layered({ margin: 0 }));

export const cta = style(
  layered({
    justifySelf: 'start',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    background: primary,
    color: text,
    fontWeight: vars.fontWeight.semibold,
  }),
);

export const footer = style(
  layered({
    margin: 0,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${border}`,
    color: textSecondary,
    fontSize: vars.fontSize.xs,
  }),
);
