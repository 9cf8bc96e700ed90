import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css';

/** A component rule placed in the components layer, so it always beats the reset. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });
