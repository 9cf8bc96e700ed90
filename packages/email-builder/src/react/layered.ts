import type { StyleRule } from '@vanilla-extract/css';
import { builderLayer } from './theme.css';

/** Puts a rule in the builder's layer, so app styles outside layers still win. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [builderLayer]: rule } });
