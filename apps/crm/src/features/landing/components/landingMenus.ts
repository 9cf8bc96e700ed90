/**
 * The landing page's top menu (spec section 2), in display order. The spec's Products > Mobile App
 * is left out: no mobile app exists (issue 24 §3, nothing is offered that the product lacks).
 */
export const landingMenus = [
  {
    section: 'Products',
    items: ['Contact Management', 'Email Campaigns', 'Lead Forms', 'Analytics'],
  },
  {
    section: 'Solutions',
    items: [
      'For Small Business',
      'For Sales Teams',
      'For Marketing',
      'For Customer Service',
      'For E-commerce',
    ],
  },
  {
    section: 'Resources',
    items: [
      'Blog',
      'Documentation',
      'Guides & Tutorials',
      'Webinars',
      'API Reference',
      'Community',
    ],
  },
] as const;

/** The Watch demo industry picker (spec section 2): label and stored value. */
export const industries = [
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'retail', label: 'Retail' },
  { value: 'home-services', label: 'Home Services' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'software', label: 'Software & IT' },
  { value: 'other', label: 'Other' },
] as const;

export type Industry = (typeof industries)[number]['value'];

/** The localStorage key of the chosen industry; the spec names none, so it follows its camelCase keys. */
export const SELECTED_INDUSTRY_KEY = 'selectedIndustry';

/** Spec section 9: the delay between choosing an industry and navigating. */
export const INDUSTRY_NAVIGATION_DELAY_MS = 300;
