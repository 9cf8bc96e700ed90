import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { layered } from '../../theme/layered';

const tone = (name: keyof typeof vars.tone) =>
  layered({
    background: vars.tone[name].background,
    color: vars.tone[name].text,
    borderColor: vars.tone[name].border,
  });

export const avatar = recipe({
  base: layered({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    userSelect: 'none',
  }),
  variants: {
    size: {
      sm: layered({
        width: vars.size.controlSm,
        height: vars.size.controlSm,
        fontSize: vars.fontSize.xs,
      }),
      md: layered({
        width: vars.size.controlMd,
        height: vars.size.controlMd,
        fontSize: vars.fontSize.sm,
      }),
      lg: layered({
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        fontSize: vars.fontSize.md,
      }),
    },
    tone: {
      neutral: tone('neutral'),
      blue: tone('blue'),
      green: tone('green'),
      grey: tone('grey'),
      red: tone('red'),
      yellow: tone('yellow'),
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const image = style({
  '@layer': { [componentsLayer]: { width: '100%', height: '100%', objectFit: 'cover' } },
});
