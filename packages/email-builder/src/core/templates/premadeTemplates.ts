import { eventTemplate } from './eventTemplate';
import { followUpTemplate } from './followUpTemplate';
import { newsletterTemplate } from './newsletterTemplate';
import type { PremadeTemplate } from './PremadeTemplate';
import { promotionTemplate } from './promotionTemplate';
import { surveyTemplate } from './surveyTemplate';
import { welcomeTemplate } from './welcomeTemplate';

/** A designed template for every template type but custom, in the spec's order. */
export const premadeTemplates: readonly PremadeTemplate[] = [
  welcomeTemplate,
  newsletterTemplate,
  promotionTemplate,
  eventTemplate,
  followUpTemplate,
  surveyTemplate,
];
