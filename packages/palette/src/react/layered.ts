import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from '@crm/ui';

/** Puts a rule in @crm/ui's components layer, so app styles outside layers still win. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });
