import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const root = recipe({
  base: layered({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    textAlign: 'center',
    color: vars.color.text,
  }),
  variants: {
    size: {
      sm: layered({ padding: vars.space.lg }),
      md: layered({ padding: vars.space.xxl }),
      lg: layered({ padding: vars.space.xxxl, minHeight: '20rem' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlLg,
    height: vars.size.controlLg,
    marginBottom: vars.space.xs,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  }),
);

export const title = style(
  layered({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, margin: 0 }),
);

export const hint = style(
  layered({ maxWidth: '28rem', fontSize: vars.fontSize.sm, color: vars.color.textMuted }),
);

export const action = style(layered({ marginTop: vars.space.sm }));
