/** The element types a design can hold, in the order the Add Element grid offers them. */
export const ELEMENT_TYPES = [
  'header',
  'text',
  'image',
  'button',
  'divider',
  'spacer',
  'columns',
] as const;

/**
 * The element types a column can hold: every type but `columns` (columns inside columns would need
 * tables three deep, which Outlook and narrow screens lay out badly).
 */
export const BLOCK_TYPES = ['header', 'text', 'image', 'button', 'divider', 'spacer'] as const;

/**
 * Layouts of a columns element: the share of the width each column takes, in percent. The number
 * of parts is the number of columns.
 */
export const COLUMN_LAYOUTS = ['50/50', '33/67', '67/33', '33/33/33'] as const;

/** Text alignments of an element (`alignment`; pre-made templates call it `textAlign`). */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;

/** Font sizes offered for header, text and button elements (spec 9). */
export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '28px', '32px'] as const;

/** Font sizes offered for the email style, 12 to 20 px (spec 9). */
export const EMAIL_FONT_SIZES = ['12px', '14px', '16px', '18px', '20px'] as const;

/** Fonts offered in the builder (spec 9): the label shown and the CSS stack written. */
export const FONT_FAMILIES = [
  { label: 'Arial', value: 'Arial, sans-serif' },
  { label: 'Times New Roman', value: "'Times New Roman', serif" },
  { label: 'Courier New', value: "'Courier New', monospace" },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Trebuchet MS', value: "'Trebuchet MS', sans-serif" },
] as const;

/** Widths of the email's content column (spec 9). */
export const CONTENT_WIDTHS = ['500px', '600px', '700px', '800px'] as const;

/** Heights offered for spacer elements (spec 9). */
export const SPACER_HEIGHTS = ['10px', '20px', '30px', '40px', '50px'] as const;

/** Padding of the generated HTML's content container (spec 9). */
export const CONTAINER_PADDING = '20px';

/** Size of the fallback image (spec 9). */
export const PLACEHOLDER_WIDTH = 600;
export const PLACEHOLDER_HEIGHT = 200;

/**
 * The 600x200 fallback image, inline so that neither the builder nor a rendered email needs the
 * network (and no third-party placeholder service learns who opened the mail).
 */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PLACEHOLDER_WIDTH}" height="${PLACEHOLDER_HEIGHT}" viewBox="0 0 600 200">` +
      '<rect width="600" height="200" fill="#e5e7eb"/>' +
      '<text x="300" y="108" text-anchor="middle" font-family="Arial, sans-serif" font-size="24" fill="#4b5563">600 x 200</text>' +
      '</svg>',
  );

/** Template types with a pre-made design (spec 3's categories without `custom`). */
export const PREMADE_TEMPLATE_TYPES = [
  'welcome',
  'newsletter',
  'promotion',
  'event',
  'follow-up',
  'survey',
] as const;

/**
 * The version of the design JSON this package writes (`design.version`). `parseDesign` migrates
 * designs written by older versions (a design without `version` is version 0) up to it.
 */
export const DESIGN_VERSION = 2;
