import type { PREMADE_TEMPLATE_TYPES } from '../constants';
import type { DesignInput } from '../schema';

export type PremadeTemplateType = (typeof PREMADE_TEMPLATE_TYPES)[number];

/**
 * A ready-made template. Its design is stored the way the pre-made templates have always been
 * written (textAlign, paddingTop...); parseDesign normalises it.
 */
export interface PremadeTemplate {
  name: string;
  subject: string;
  type: PremadeTemplateType;
  design: DesignInput;
}
