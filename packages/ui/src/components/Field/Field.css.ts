import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { componentsLayer } from '../../theme/layers.css';
import { focusRing } from '../../styles/focusRing.css';

export const field = style({
  '@layer': {
    [componentsLayer]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      fontFamily: vars.font.body,
      color: vars.color.text,
      minWidth: 0,
    },
  },
});

export const label = style({
  '@layer': {
    [componentsLayer]: {
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.text,
    },
  },
});

export const description = style({
  '@layer': {
    [componentsLayer]: {
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
      color: vars.color.textMuted,
    },
  },
});

export const fieldError = style({
  '@layer': {
    [componentsLayer]: {
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.normal,
      color: vars.color.danger,
    },
  },
});

/** The box of a text input, a textarea, a select button or an input group. */
export const control = style({
  '@layer': {
    [componentsLayer]: {
      width: '100%',
      minHeight: vars.size.controlMd,
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      color: vars.color.text,
      background: vars.color.surface,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      outline: 'none',
      transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
      selectors: {
        '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
        '&[data-hovered]': { borderColor: vars.color.textMuted },
        '&[data-focused], &[data-focus-within]': {
          borderColor: vars.color.focusRing,
          boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
        },
        '&[data-focus-visible]': {
          borderColor: vars.color.focusRing,
          ...focusRing,
          outlineOffset: '0',
        },
        '&[data-invalid]': { borderColor: vars.color.danger },
        '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': {
          boxShadow: `0 0 0 1px ${vars.color.danger}`,
        },
        '&[data-disabled]': {
          background: vars.color.surfaceSunken,
          color: vars.color.textMuted,
          cursor: 'not-allowed',
          opacity: 0.7,
        },
        '&:is(input, textarea):read-only:not([data-disabled])': {
          background: vars.color.surfaceSunken,
        },
      },
    },
  },
});

/** A control holding an input plus buttons (password toggle, search clear). */
export const group = style([
  control,
  {
    '@layer': {
      [componentsLayer]: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.xs,
        padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
      },
    },
  },
]);

/** The input inside a group: the group draws the box. */
export const groupInput = style({
  '@layer': {
    [componentsLayer]: {
      flex: 1,
      minWidth: 0,
      minHeight: `calc(${vars.size.controlMd} - 2px)`,
      padding: 0,
      fontSize: vars.fontSize.md,
      color: vars.color.text,
      background: 'transparent',
      border: 'none',
      outline: 'none',
      selectors: {
        '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
        '&::-webkit-search-cancel-button': { display: 'none' },
        '&[data-disabled]': { cursor: 'not-allowed' },
      },
    },
  },
});

/** A small square button inside a group (show password, clear search). */
export const groupButton = style({
  '@layer': {
    [componentsLayer]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: vars.size.controlSm,
      height: vars.size.controlSm,
      padding: 0,
      color: vars.color.textMuted,
      background: 'transparent',
      border: 'none',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
        // Muted text on the pressed border colour is 4.0:1 in dark; pressed by keyboard or touch
        // there is no hover to lend it the text colour.
        '&[data-pressed]': { background: vars.color.border, color: vars.color.text },
        '&[data-focus-visible]': { ...focusRing, outlineOffset: '0' },
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      },
    },
  },
});
