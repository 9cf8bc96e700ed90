import { layer } from '@vanilla-extract/css';

/** Reset first, then components: a component style always beats the reset regardless of order. */
export const resetLayer = layer('reset');
export const componentsLayer = layer('components');
