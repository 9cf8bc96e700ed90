import { style } from '@vanilla-extract/css';

/** The forms table never scrolls sideways: a phone gets fewer columns. */
export const table = style({ width: '100%' });
