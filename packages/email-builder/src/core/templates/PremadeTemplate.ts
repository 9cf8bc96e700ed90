import type { PREMADE_TEMPLATE_TYPES } from '../constants';
import type { Design, DesignInput } from '../schema';

export type PremadeTemplateType = (typeof PREMADE_TEMPLATE_TYPES)[number];

/**
 * A ready-made template, its design already normalised: it can go straight to renderDesign, the
 * builder or applyPalette.
 */
export interface PremadeTemplate {
  name: string;
  subject: string;
  type: PremadeTemplateType;
  design: Design;
}

/**
 * A pre-made template as written: the way the pre-made templates have always been stored (textAlign,
 * paddingTop...), which premadeTemplates runs through parseDesign.
 */
export interface StoredPremadeTemplate extends Omit<PremadeTemplate, 'design'> {
  design: DesignInput;
}
