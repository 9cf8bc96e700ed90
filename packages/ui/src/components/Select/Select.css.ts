import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { control } from '../Field/Field.css';
import { focusRing } from '../../styles/focusRing.css';

export const trigger = style([
  control,
  {
    '@layer': {
      [componentsLayer]: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.sm,
        textAlign: 'start',
        cursor: 'pointer',
        selectors: {
          '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
          '[data-invalid] > &': { borderColor: vars.color.danger },
          '[data-open] > &': { borderColor: vars.color.focusRing },
        },
      },
    },
  },
]);

export const value = style({
  '@layer': {
    [componentsLayer]: {
      flex: 1,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
    },
  },
});

export const chevron = style({
  '@layer': {
    [componentsLayer]: {
      color: vars.color.textMuted,
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: { '[data-open] > * > &': { transform: 'rotate(180deg)' } },
    },
  },
});

export const popover = style({
  '@layer': {
    [componentsLayer]: {
      minWidth: 'var(--trigger-width)',
      maxHeight: 'min(var(--visual-viewport-height), 320px)',
      overflow: 'auto',
      padding: vars.space.xs,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
      zIndex: vars.zIndex.popover,
      outline: 'none',
    },
  },
});

export const listBox = style({
  '@layer': { [componentsLayer]: { outline: 'none', display: 'flex', flexDirection: 'column' } },
});

/** The end of a list read a page at a time: a spinner while the next page is read. */
export const loadMore = style({
  '@layer': {
    [componentsLayer]: { display: 'flex', justifyContent: 'center', padding: vars.space.xs },
  },
});

export const item = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.sm}`,
      fontSize: vars.fontSize.sm,
      color: vars.color.text,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      outline: 'none',
      selectors: {
        '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
        '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
        '&[data-selected]': { fontWeight: vars.fontWeight.medium },
        '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
      },
    },
  },
});

export const check = style({
  '@layer': {
    [componentsLayer]: {
      color: vars.color.primary,
      visibility: 'hidden',
      selectors: { '[data-selected] > &': { visibility: 'visible' } },
    },
  },
});

// The trigger shows the chosen option's content, check mark included: the hidden mark would
// still take its width and push the text right of where every other field's text starts.
globalStyle(`${value} ${check}`, {
  '@layer': { [componentsLayer]: { display: 'none' } },
});
