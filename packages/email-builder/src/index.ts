export {
  designSchema,
  elementSchema,
  MAX_ELEMENTS,
  MAX_CONTENT_LENGTH,
  MAX_RICH_PARTS,
  richTextSchema,
  type Design,
  type DesignInput,
  type DesignElement,
  type ElementSettings,
  type ElementType,
  type BlockType,
  type ColumnLayout,
  type DesignColumn,
  type EmailStyle,
  type Alignment,
} from './core/schema';
export { parseDesign, DesignError, type DesignIssue } from './core/parseDesign';
export { createElement } from './core/createElement';
export {
  defaultDesign,
  defaultTemplateDesign,
  DEFAULT_EMAIL_STYLE,
  ELEMENT_DEFAULTS,
} from './core/defaults';
export { renderDesign, type RenderOptions } from './core/renderDesign';
export { renderPlainText } from './core/renderPlainText';
export { richTextFromHtml, type RichTextFromHtmlOptions } from './core/richText/richTextFromHtml';
export {
  richTextFromPlain,
  richTextToPlain,
  type RichText,
  type RichBlock,
  type RichParagraph,
  type RichList,
  type RichSpan,
} from './core/richText/RichText';
export { MIN_CONTENT_WIDTH, MAX_CONTENT_WIDTH } from './core/cssValues';
export { escapeHtml } from './core/escape';
export {
  contrastIssues,
  textColorsOf,
  type ContrastIssue,
  type ContrastOptions,
} from './core/contrastIssues';
export {
  darkDesign,
  darkElementColors,
  darkPage,
  previewColorScheme,
  type ColorScheme,
  type DarkColors,
  type DarkPage,
} from './core/darkMode';
export { safeHref, safeImageSrc, sendableImageSrc } from './core/safeUrl';
export {
  imageProblems,
  imageSourceProblem,
  IMAGE_PROBLEM_KINDS,
  type ImageProblem,
  type ImageProblemKind,
} from './core/imageProblems';
export {
  isMergeTagName,
  mergeTagText,
  previewMergeTags,
  MERGE_TAG_PATTERN,
  type MergeTag,
} from './core/mergeTags';
export { premadeTemplates } from './core/templates/premadeTemplates';
export type { PremadeTemplate, PremadeTemplateType } from './core/templates/PremadeTemplate';
export { applyPalette, PALETTE_BUTTON_TEXT, type PaletteColors } from './core/applyPalette';
export {
  ELEMENT_TYPES,
  BLOCK_TYPES,
  COLUMN_LAYOUTS,
  ALIGNMENTS,
  FONT_SIZES,
  EMAIL_FONT_SIZES,
  FONT_FAMILIES,
  CONTENT_WIDTHS,
  SPACER_HEIGHTS,
  CONTAINER_PADDING,
  PLACEHOLDER_IMAGE,
  PLACEHOLDER_WIDTH,
  PLACEHOLDER_HEIGHT,
  PREMADE_TEMPLATE_TYPES,
  DESIGN_VERSION,
} from './core/constants';
export { formatBytes } from './core/formatBytes';
