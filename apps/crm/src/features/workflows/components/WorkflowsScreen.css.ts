import { style } from '@vanilla-extract/css';

export const search = style({ minWidth: '240px', flex: '0 1 320px' });

/** The workflows table scrolls inside the screen (never sideways: a phone gets fewer columns). */
export const table = style({ height: 'max(320px, calc(100dvh - 260px))' });
