import { parseDesign, type Design, type DesignInput } from '@crm/email-builder';

/** The email design themes of spec section 3, in the spec's order. */
export const DESIGN_THEME_IDS = ['simple', 'modern', 'corporate', 'elegant'] as const;
export type DesignThemeId = (typeof DESIGN_THEME_IDS)[number];

export interface DesignTheme {
  id: DesignThemeId;
  name: string;
  description: string;
  /** The preview served under `/templates/`, rendered from `design` by scripts/renderThemePreviews.ts. */
  previewUrl: string;
  design: Design;
}

const style = (overrides: Partial<Design['style']>): Design['style'] => ({
  backgroundColor: '#ffffff',
  fontFamily: 'Arial, sans-serif',
  fontSize: '16px',
  contentWidth: '600px',
  textColor: '#333333',
  ...overrides,
});

// Every colour pair here reads at WCAG AA (4.5:1 for body text, 3:1 for the large headings); the
// builder's contrast check would flag anything less.
const designs: Record<DesignThemeId, DesignInput> = {
  simple: {
    style: style({}),
    elements: [
      {
        id: 'header-simple-1',
        type: 'header',
        content: 'Hello there',
        settings: {
          fontSize: '28px',
          color: '#1d4ed8',
          alignment: 'left',
          padding: '24px 20px 8px',
        },
      },
      {
        id: 'text-simple-1',
        type: 'text',
        content: 'A short, friendly message. Say what is new and why it matters to your reader.',
        settings: { fontSize: '16px', color: '#333333', padding: '8px 20px' },
      },
      {
        id: 'button-simple-1',
        type: 'button',
        content: 'Learn More',
        settings: {
          backgroundColor: '#1d4ed8',
          color: '#ffffff',
          url: 'https://example.com',
          alignment: 'left',
          borderRadius: '4px',
          padding: '12px 24px',
        },
      },
    ],
  },
  modern: {
    style: style({
      backgroundColor: '#f4f4f5',
      fontFamily: 'Trebuchet MS, sans-serif',
      textColor: '#18181b',
    }),
    elements: [
      {
        id: 'header-modern-1',
        type: 'header',
        content: 'Something new is here',
        settings: {
          fontSize: '32px',
          color: '#ffffff',
          backgroundColor: '#6d28d9',
          alignment: 'center',
          padding: '36px 20px',
        },
      },
      {
        id: 'text-modern-1',
        type: 'text',
        content: 'Bold colour, big type and one clear call to action: made for launches and news.',
        settings: { fontSize: '18px', color: '#18181b', alignment: 'center', padding: '20px 32px' },
      },
      {
        id: 'button-modern-1',
        type: 'button',
        content: 'See What Is New',
        settings: {
          backgroundColor: '#6d28d9',
          color: '#ffffff',
          url: 'https://example.com',
          alignment: 'center',
          borderRadius: '24px',
          padding: '14px 28px',
        },
      },
      { id: 'spacer-modern-1', type: 'spacer', content: '', settings: { height: '20px' } },
    ],
  },
  corporate: {
    style: style({
      backgroundColor: '#eef2f7',
      fontFamily: 'Georgia, serif',
      textColor: '#1f2937',
    }),
    elements: [
      {
        id: 'header-corporate-1',
        type: 'header',
        content: 'Quarterly Update',
        settings: {
          fontSize: '24px',
          color: '#ffffff',
          backgroundColor: '#0f2a4a',
          alignment: 'left',
          padding: '24px 24px',
        },
      },
      {
        id: 'text-corporate-1',
        type: 'text',
        content:
          'Dear client, here is a summary of the results, the changes ahead and what they mean for you.',
        settings: { fontSize: '16px', color: '#1f2937', padding: '20px 24px 8px' },
      },
      {
        id: 'divider-corporate-1',
        type: 'divider',
        content: '',
        settings: { border: '1px solid #9ca3af', padding: '12px 24px' },
      },
      {
        id: 'text-corporate-2',
        type: 'text',
        content: 'Questions? Your account manager is one reply away.',
        settings: { fontSize: '14px', color: '#374151', padding: '8px 24px' },
      },
      {
        id: 'button-corporate-1',
        type: 'button',
        content: 'Read the Report',
        settings: {
          backgroundColor: '#0f2a4a',
          color: '#ffffff',
          url: 'https://example.com',
          alignment: 'left',
          borderRadius: '2px',
          padding: '12px 24px',
        },
      },
    ],
  },
  elegant: {
    style: style({
      backgroundColor: '#faf7f2',
      fontFamily: 'Times New Roman, serif',
      textColor: '#3f3a33',
    }),
    elements: [
      {
        id: 'header-elegant-1',
        type: 'header',
        content: 'An Invitation',
        settings: {
          fontSize: '32px',
          color: '#7c4a1e',
          alignment: 'center',
          padding: '32px 20px 4px',
        },
      },
      {
        id: 'divider-elegant-1',
        type: 'divider',
        content: '',
        settings: { border: '1px solid #b08d57', padding: '8px 160px' },
      },
      {
        id: 'text-elegant-1',
        type: 'text',
        content:
          'Join us for an evening of conversation and fine things. We would be delighted to see you.',
        settings: { fontSize: '18px', color: '#3f3a33', alignment: 'center', padding: '12px 40px' },
      },
      {
        id: 'button-elegant-1',
        type: 'button',
        content: 'Reserve Your Place',
        settings: {
          backgroundColor: '#7c4a1e',
          color: '#ffffff',
          url: 'https://example.com',
          alignment: 'center',
          borderRadius: '0px',
          padding: '14px 28px',
        },
      },
    ],
  },
};

const descriptions: Record<DesignThemeId, string> = {
  simple: 'Clean and minimal: a headline, a message and a button.',
  modern: 'Bold colour and large type for launches and news.',
  corporate: 'A formal layout for reports and client updates.',
  elegant: 'Serif type and warm tones for invitations.',
};

/** The four themes, each a normalised design ready for the builder and the renderer. */
export const designThemes: readonly DesignTheme[] = DESIGN_THEME_IDS.map((id) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
  description: descriptions[id],
  previewUrl: `/templates/${id}.png`,
  design: parseDesign(designs[id]),
}));
