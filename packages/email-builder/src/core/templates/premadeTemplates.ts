import { parseDesign } from '../parseDesign';
import { eventTemplate } from './eventTemplate';
import { followUpTemplate } from './followUpTemplate';
import { newsletterTemplate } from './newsletterTemplate';
import type { PremadeTemplate } from './PremadeTemplate';
import { promotionTemplate } from './promotionTemplate';
import { surveyTemplate } from './surveyTemplate';
import { welcomeTemplate } from './welcomeTemplate';

/**
 * A designed template for every template type but custom, in the spec's order. The designs are
 * normalised here, once: given as written, a template's textAlign would be lost by renderDesign.
 */
export const premadeTemplates: readonly PremadeTemplate[] = [
  welcomeTemplate,
  newsletterTemplate,
  promotionTemplate,
  eventTemplate,
  followUpTemplate,
  surveyTemplate,
].map((template) => ({ ...template, design: parseDesign(template.design) }));
