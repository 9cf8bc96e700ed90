import { DESIGN_VERSION } from './constants';
import {
  DEFAULT_EMAIL_STYLE,
  type Design,
  type DesignElement,
  type ElementSettings,
  type ElementType,
} from './schema';

export { DEFAULT_EMAIL_STYLE };

/**
 * What the renderer assumes for a setting an element leaves out; also the settings a new element
 * starts with (see createElement).
 */
export const ELEMENT_DEFAULTS: Readonly<
  Record<ElementType, { content: string; settings: Readonly<ElementSettings> }>
> = deepFreeze({
  header: {
    content: 'New Headline',
    settings: { fontSize: '24px', color: '#2563EB', alignment: 'center', padding: '10px' },
  },
  text: {
    content: 'New text block',
    settings: { fontSize: '16px', alignment: 'left', padding: '10px' },
  },
  image: {
    // No source yet: the builder shows its placeholder, the field stays empty for the author's
    // address, and the message leaves the image out until there is one.
    content: '',
    settings: { altText: 'Image', width: '100%', alignment: 'center', padding: '10px' },
  },
  button: {
    content: 'Click Me',
    settings: {
      backgroundColor: '#2563EB',
      color: '#ffffff',
      alignment: 'center',
      url: '#',
      fontSize: '16px',
      padding: '12px 24px',
      borderRadius: '4px',
    },
  },
  divider: {
    content: '',
    settings: { border: '1px solid #dddddd', padding: '10px' },
  },
  spacer: {
    content: '',
    settings: { height: '20px' },
  },
  columns: {
    content: '',
    // The blocks inside bring their own 10px padding.
    settings: { layout: '50/50', padding: '0' },
  },
});

function deepFreeze<T>(value: T): Readonly<T> {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const element = (
  id: string,
  type: ElementType,
  content: string,
  settings: ElementSettings,
): DesignElement => ({ id, type, content, settings });

/** The builder's starter design (spec 9): a headline, a welcome text and a Learn More button. */
export const defaultDesign: Readonly<Design> = deepFreeze({
  version: DESIGN_VERSION,
  elements: [
    element('header-1', 'header', 'Welcome to Our Newsletter', {
      ...ELEMENT_DEFAULTS.header.settings,
    }),
    element(
      'text-1',
      'text',
      'Thank you for subscribing! We are excited to share our latest news, tips and offers with you.',
      { ...ELEMENT_DEFAULTS.text.settings },
    ),
    element('button-1', 'button', 'Learn More', { ...ELEMENT_DEFAULTS.button.settings }),
  ],
  style: { ...DEFAULT_EMAIL_STYLE },
});

/** The default design on the templates page (spec 9): a header and a text block. */
export const defaultTemplateDesign: Readonly<Design> = deepFreeze({
  version: DESIGN_VERSION,
  elements: [
    element('header-1', 'header', 'Your Email Header', {
      color: '#333333',
      fontSize: '24px',
      alignment: 'center',
      padding: '20px',
    }),
    element('text-1', 'text', 'Start writing your email content here.', {
      color: '#666666',
      fontSize: '16px',
      alignment: 'left',
      padding: '10px',
    }),
  ],
  style: { ...DEFAULT_EMAIL_STYLE },
});
