import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';

const toneStyle = (tone: keyof typeof vars.tone) => ({
  '@layer': {
    [componentsLayer]: {
      background: vars.tone[tone].background,
      color: vars.tone[tone].text,
      borderColor: vars.tone[tone].border,
    },
  },
});

export const badge = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        maxWidth: '100%',
        paddingInline: vars.space.sm,
        paddingBlock: vars.space.xxs,
        fontFamily: vars.font.body,
        fontSize: vars.fontSize.xs,
        fontWeight: vars.fontWeight.medium,
        lineHeight: vars.lineHeight.normal,
        whiteSpace: 'nowrap',
        border: '1px solid transparent',
        borderRadius: vars.radius.full,
      },
    },
  },
  variants: {
    tone: {
      neutral: toneStyle('neutral'),
      blue: toneStyle('blue'),
      green: toneStyle('green'),
      grey: toneStyle('grey'),
      red: toneStyle('red'),
      yellow: toneStyle('yellow'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});
