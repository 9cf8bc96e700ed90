import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

export const link = recipe({
  base: {
    '@layer': {
      [componentsLayer]: {
        color: vars.color.primary,
        borderRadius: vars.radius.sm,
        cursor: 'pointer',
        textUnderlineOffset: '0.2em',
        outline: 'none',
        selectors: {
          '&[data-hovered]': { color: vars.color.primaryHover },
          '&[data-pressed]': { color: vars.color.primaryPressed },
          '&[data-focus-visible]': focusRing,
          '&[data-disabled]': {
            color: vars.color.textMuted,
            cursor: 'not-allowed',
            textDecoration: 'none',
          },
        },
      },
    },
  },
  variants: {
    variant: {
      // Underlined so a link inside a sentence is recognisable without relying on colour.
      inline: { '@layer': { [componentsLayer]: { textDecoration: 'underline' } } },
      standalone: {
        '@layer': {
          [componentsLayer]: {
            fontWeight: vars.fontWeight.medium,
            textDecoration: 'none',
            selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
          },
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
