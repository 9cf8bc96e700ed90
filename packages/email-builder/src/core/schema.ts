import * as v from 'valibot';
import {
  ALIGNMENTS,
  BLOCK_TYPES,
  COLUMN_LAYOUTS,
  DESIGN_VERSION,
  ELEMENT_TYPES,
} from './constants';
import {
  contentWidthPixels,
  isCssBorder,
  isCssColor,
  isCssFontFamily,
  isCssFontSize,
  isCssLength,
  MAX_CONTENT_WIDTH,
  MIN_CONTENT_WIDTH,
  normaliseFontFamily,
  toPixels,
} from './cssValues';
import { normaliseRichText, type RichText } from './richText/RichText';

/** Limits that keep a stored design (and the HTML rendered from it) a sensible size. */
export const MAX_ELEMENTS = 500;
export const MAX_CONTENT_LENGTH = 50_000;

// An empty string is how a cleared settings field arrives; it means "not set" and is dropped.
const blank = (value: string) => value === '';

const pixelSetting = (
  what: string,
  example: string,
  isValid: (value: string) => boolean,
  expected = `a length such as ${example}`,
) =>
  v.pipe(
    v.union([v.string(), v.number()], `Invalid ${what}: expected a string such as ${example}`),
    v.transform(toPixels),
    v.check(
      (value) => blank(value) || isValid(value),
      (issue) => `Invalid ${what} ${JSON.stringify(issue.input)}: expected ${expected}`,
    ),
  );

const lengthSetting = (what: string, example: string, maxParts = 1) =>
  pixelSetting(what, example, (value) => isCssLength(value, maxParts));

const fontSizeSetting = pixelSetting('font size', '16px', isCssFontSize);

const contentWidthSetting = pixelSetting(
  'content width',
  '600px',
  (value) => contentWidthPixels(value) !== undefined,
  `pixels from ${MIN_CONTENT_WIDTH}px to ${MAX_CONTENT_WIDTH}px, such as 600px`,
);

const colorSetting = (what: string) =>
  v.pipe(
    v.string(`Invalid ${what}: expected a string such as #2563EB`),
    v.trim(),
    v.check(
      (value) => blank(value) || isCssColor(value),
      (issue) =>
        `Invalid ${what} ${JSON.stringify(issue.input)}: expected a colour such as #2563EB`,
    ),
  );

const fontFamilySetting = v.pipe(
  v.string('Invalid font family: expected a string such as Arial, sans-serif'),
  v.check(
    (value) => blank(value) || isCssFontFamily(value),
    (issue) =>
      `Invalid font family ${JSON.stringify(issue.input)}: expected font names such as Arial, sans-serif`,
  ),
  v.transform(normaliseFontFamily),
);

const alignmentSetting = v.pipe(
  v.string('Invalid alignment: expected left, center or right'),
  v.trim(),
  v.toLowerCase(),
  v.check(
    (value) => blank(value) || (ALIGNMENTS as readonly string[]).includes(value),
    (issue) => `Invalid alignment ${JSON.stringify(issue.input)}: expected left, center or right`,
  ),
);

const borderSetting = v.pipe(
  v.string('Invalid border: expected a string such as 1px solid #dddddd'),
  v.trim(),
  v.check(
    (value) => blank(value) || isCssBorder(value),
    (issue) =>
      `Invalid border ${JSON.stringify(issue.input)}: expected a border such as 1px solid #dddddd`,
  ),
);

const textSetting = (what: string, max: number) =>
  v.pipe(v.string(`Invalid ${what}: expected a string`), v.maxLength(max, `${what} is too long`));

const layoutSetting = v.pipe(
  v.string(`Invalid layout: expected one of ${COLUMN_LAYOUTS.join(', ')}`),
  v.trim(),
  v.check(
    (value) => blank(value) || (COLUMN_LAYOUTS as readonly string[]).includes(value),
    (issue) =>
      `Invalid layout ${JSON.stringify(issue.input)}: expected one of ${COLUMN_LAYOUTS.join(', ')}`,
  ),
);

/** The element settings of spec 3, as stored. */
export interface ElementSettings {
  fontSize?: string;
  fontFamily?: string;
  color?: string;
  alignment?: (typeof ALIGNMENTS)[number];
  padding?: string;
  backgroundColor?: string;
  url?: string;
  altText?: string;
  width?: string;
  height?: string;
  border?: string;
  borderRadius?: string;
  /** Columns only: the share of each column, e.g. `33/67`. */
  layout?: ColumnLayout;
}

type Side = 'paddingTop' | 'paddingRight' | 'paddingBottom' | 'paddingLeft';

function expandPadding(padding: string | undefined): string[] {
  const parts = padding ? padding.split(/\s+/) : ['0'];
  const [top = '0', right = top, bottom = top, left = right] = parts;
  return [top, right, bottom, left];
}

function compressPadding([top, right, bottom, left]: string[]): string {
  if (top === right && top === bottom && top === left) return top!;
  if (top === bottom && right === left) return `${top} ${right}`;
  return `${top} ${right} ${bottom} ${left}`;
}

type RawSettings = Partial<Record<keyof ElementSettings | 'textAlign' | Side, string>>;

/** Pre-made templates say textAlign and paddingTop/Right/Bottom/Left; the builder says alignment and padding. */
function normaliseSettings(raw: RawSettings): ElementSettings {
  const { textAlign, paddingTop, paddingRight, paddingBottom, paddingLeft, ...rest } = raw;
  const settings: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined && value !== '') settings[key] = value;
  if (!settings.alignment && textAlign) settings.alignment = textAlign;
  const sides = [paddingTop, paddingRight, paddingBottom, paddingLeft];
  if (sides.some((side) => side)) {
    const expanded = expandPadding(settings.padding);
    settings.padding = compressPadding(expanded.map((current, i) => sides[i] || current));
  }
  return settings as ElementSettings;
}

const settingsSchema = v.pipe(
  v.object(
    {
      fontSize: v.optional(fontSizeSetting),
      fontFamily: v.optional(fontFamilySetting),
      color: v.optional(colorSetting('colour')),
      alignment: v.optional(alignmentSetting),
      textAlign: v.optional(alignmentSetting),
      padding: v.optional(lengthSetting('padding', '10px 20px', 4)),
      paddingTop: v.optional(lengthSetting('padding', '10px')),
      paddingRight: v.optional(lengthSetting('padding', '10px')),
      paddingBottom: v.optional(lengthSetting('padding', '10px')),
      paddingLeft: v.optional(lengthSetting('padding', '10px')),
      backgroundColor: v.optional(colorSetting('background colour')),
      url: v.optional(textSetting('url', 4_000)),
      altText: v.optional(textSetting('alt text', 1_000)),
      width: v.optional(lengthSetting('width', '100%')),
      height: v.optional(lengthSetting('height', '20px')),
      border: v.optional(borderSetting),
      borderRadius: v.optional(lengthSetting('border radius', '4px', 4)),
      layout: v.optional(layoutSetting),
    },
    'Invalid settings: expected an object',
  ),
  v.transform(normaliseSettings),
);

/** Limits of rich text: parts (paragraphs, list items, spans) and characters of all its text. */
export const MAX_RICH_PARTS = 2_000;

const markSchema = v.optional(v.boolean('Invalid mark: expected true or false'));
const spansSchema = v.pipe(
  v.array(
    v.object(
      {
        text: v.pipe(
          v.string('Invalid text: expected a string'),
          v.maxLength(MAX_CONTENT_LENGTH, 'Text is too long'),
        ),
        bold: markSchema,
        italic: markSchema,
        underline: markSchema,
        href: v.optional(textSetting('link', 4_000)),
      },
      'Invalid span: expected an object with text',
    ),
    'Invalid spans: expected a list',
  ),
  v.maxLength(MAX_RICH_PARTS, `Too many spans: at most ${MAX_RICH_PARTS}`),
);

const richBlockSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('paragraph'), spans: spansSchema }),
    v.object({
      type: v.literal('list'),
      ordered: markSchema,
      items: v.pipe(
        v.array(spansSchema, 'Invalid items: expected a list'),
        v.maxLength(MAX_RICH_PARTS, `Too many list items: at most ${MAX_RICH_PARTS}`),
      ),
    }),
  ],
  'Invalid rich text block: expected a paragraph or a list',
);

const richTextLength = (rich: RichText) => {
  let length = 0;
  for (const block of rich)
    for (const spans of block.type === 'paragraph' ? [block.spans] : block.items)
      for (const span of spans) length += span.text.length;
  return length;
};

/** Formatted text of a header or text element (see RichText). */
export const richTextSchema = v.pipe(
  v.array(richBlockSchema, 'Invalid rich text: expected a list of paragraphs and lists'),
  v.maxLength(MAX_RICH_PARTS, `Too many paragraphs: at most ${MAX_RICH_PARTS}`),
  v.check(
    (rich) => richTextLength(rich) <= MAX_CONTENT_LENGTH,
    `Rich text is too long: at most ${MAX_CONTENT_LENGTH} characters`,
  ),
  v.transform((rich): RichText => normaliseRichText(rich)),
);

const elementFields = {
  id: v.pipe(
    v.union([v.string(), v.number()], 'Invalid id: expected a string'),
    v.transform(String),
    v.nonEmpty('Invalid id: must not be empty'),
    v.maxLength(100, 'Invalid id: at most 100 characters'),
  ),
  content: v.optional(
    v.pipe(
      v.string('Invalid content: expected a string'),
      v.maxLength(
        MAX_CONTENT_LENGTH,
        `Content is too long: at most ${MAX_CONTENT_LENGTH} characters`,
      ),
    ),
    '',
  ),
  settings: v.optional(settingsSchema, {}),
  rich: v.optional(richTextSchema),
};

// Rich text belongs to headers and texts; elsewhere it is dropped like an unknown setting.
const withRichText = <T extends { type: string; rich?: RichText }>(element: T): T => {
  if (element.rich === undefined || element.type === 'header' || element.type === 'text')
    return element;
  const { rich: _dropped, ...rest } = element;
  return rest as T;
};

/** A block inside a column: any element but columns. */
export const blockSchema = v.pipe(
  v.object(
    {
      ...elementFields,
      type: v.picklist(BLOCK_TYPES, (issue) =>
        issue.input === 'columns'
          ? 'Columns cannot hold columns'
          : `Unknown element type ${JSON.stringify(issue.input)}: expected ${BLOCK_TYPES.join(', ')}`,
      ),
    },
    'Invalid element: expected an object',
  ),
  v.transform(withRichText),
);

const columnSchema = v.object(
  {
    elements: v.pipe(
      v.array(blockSchema, 'Invalid elements: expected a list'),
      v.maxLength(MAX_ELEMENTS, `Too many elements: at most ${MAX_ELEMENTS}`),
    ),
  },
  'Invalid column: expected an object with elements',
);

/** The number of columns of a layout (`33/33/33` has three). */
export const columnCount = (layout: string | undefined) => (layout ?? '50/50').split('/').length;

/** One block of the email (spec 3): id is the type plus a timestamp. */
export const elementSchema = v.pipe(
  v.object(
    {
      ...elementFields,
      type: v.picklist(
        ELEMENT_TYPES,
        (issue) =>
          `Unknown element type ${JSON.stringify(issue.input)}: expected ${ELEMENT_TYPES.join(', ')}`,
      ),
      columns: v.optional(
        v.pipe(
          v.array(columnSchema, 'Invalid columns: expected a list'),
          v.maxLength(3, 'Too many columns: at most 3'),
        ),
      ),
    },
    'Invalid element: expected an object',
  ),
  v.check(
    (element) =>
      element.type !== 'columns' ||
      (element.columns?.length ?? 0) <= columnCount(element.settings.layout),
    (issue) =>
      `Too many columns for layout ${(issue.input as { settings: ElementSettings }).settings.layout ?? '50/50'}`,
  ),
  // A columns element always has its layout's number of columns (missing ones are empty); no other
  // element has columns.
  v.transform((element): DesignElement => {
    const { columns, ...rest } = withRichText(element);
    if (element.type !== 'columns') return rest;
    const count = columnCount(element.settings.layout);
    const filled = Array.from({ length: count }, (_, i) => columns?.[i] ?? { elements: [] });
    return { ...rest, columns: filled };
  }),
);

/** One block of the email, as parseDesign returns it. */
export interface DesignElement {
  /** The type plus a timestamp, e.g. `header-1717171717171`; unique in the design. */
  id: string;
  type: ElementType;
  /** Plain text (header, text, button), the image URL, or `''`. */
  content: string;
  settings: ElementSettings;
  /** Header and text only: formatted text, rendered instead of `content` (which keeps its words). */
  rich?: RichText;
  /** Columns only: one entry per column of `settings.layout`, each with its blocks. */
  columns?: DesignColumn[];
}

/** A column of a columns element. Its blocks are never columns themselves. */
export interface DesignColumn {
  elements: DesignElement[];
}

const styleField = <T extends v.GenericSchema<unknown, string>>(schema: T) => v.optional(schema);

const styleSchema = v.object(
  {
    backgroundColor: styleField(colorSetting('background colour')),
    fontFamily: styleField(fontFamilySetting),
    fontSize: styleField(fontSizeSetting),
    contentWidth: styleField(contentWidthSetting),
    textColor: styleField(colorSetting('text colour')),
  },
  'Invalid style: expected an object',
);

/** The email style of spec 3, as stored. */
export interface EmailStyle {
  backgroundColor: string;
  fontFamily: string;
  fontSize: string;
  contentWidth: string;
  textColor: string;
}

/**
 * The builder's default email style (spec 9). It lives here, not in defaults.ts, because the design
 * schema fills missing style values with it and defaults.ts needs this file's types: no import cycle.
 */
export const DEFAULT_EMAIL_STYLE: Readonly<EmailStyle> = Object.freeze({
  backgroundColor: '#f5f5f5',
  fontFamily: 'Arial, sans-serif',
  fontSize: '16px',
  contentWidth: '600px',
  textColor: '#333333',
});

/**
 * The design of an email template (spec 3): a list of elements and a style. Parses what the builder
 * stores as well as the pre-made templates' settings; missing style values get the builder defaults.
 */
export const designSchema = v.pipe(
  v.object(
    {
      version: v.optional(v.literal(DESIGN_VERSION, `Invalid version: expected ${DESIGN_VERSION}`)),
      elements: v.pipe(
        v.array(elementSchema, 'Invalid elements: expected a list'),
        v.maxLength(MAX_ELEMENTS, `Too many elements: at most ${MAX_ELEMENTS}`),
      ),
      style: v.optional(styleSchema, {}),
    },
    // The object's message also reports its missing keys, which come with a path.
    (issue) =>
      issue.path?.length
        ? 'Missing elements: expected a list'
        : 'Invalid design: expected an object with elements and style',
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    type Path = [v.IssuePathItem, ...v.IssuePathItem[]];
    const step = (input: unknown, key: string | number, value: unknown): v.IssuePathItem =>
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input: input as unknown[], key, value }
        : { type: 'object', origin: 'value', input: input as Record<string, unknown>, key, value };
    // Ids are unique across the whole design, columns included: the builder selects by id.
    const visit = (elements: readonly DesignElement[], inList: Path) => {
      elements.forEach((element, index) => {
        const at: Path = [...inList, step(elements, index, element)];
        if (seen.has(element.id)) {
          addIssue({
            message: `Duplicate id ${JSON.stringify(element.id)}: every element needs its own id`,
            path: [...at, step(element, 'id', element.id)],
          });
        }
        seen.add(element.id);
        element.columns?.forEach((column, c) =>
          visit(column.elements, [
            ...at,
            step(element, 'columns', element.columns),
            step(element.columns, c, column),
            step(column, 'elements', column.elements),
          ]),
        );
      });
    };
    visit(dataset.value.elements, [step(dataset.value, 'elements', dataset.value.elements)]);
    if (seen.size > MAX_ELEMENTS) {
      addIssue({ message: `Too many elements: at most ${MAX_ELEMENTS}, columns' blocks included` });
    }
  }),
  v.transform(({ elements, style }) => {
    const filled: EmailStyle = { ...DEFAULT_EMAIL_STYLE };
    for (const key of Object.keys(filled) as (keyof EmailStyle)[]) {
      const value = style[key];
      if (value) filled[key] = value;
    }
    // Optional in the type so that designs written as literals still fit; parseDesign always sets it.
    const design: {
      version?: typeof DESIGN_VERSION;
      elements: typeof elements;
      style: EmailStyle;
    } = { version: DESIGN_VERSION, elements, style: filled };
    return design;
  }),
);

export type ElementType = (typeof ELEMENT_TYPES)[number];
/** The element types a column can hold. */
export type BlockType = (typeof BLOCK_TYPES)[number];
export type ColumnLayout = (typeof COLUMN_LAYOUTS)[number];
export type Alignment = (typeof ALIGNMENTS)[number];
/** A design as parseDesign returns it: normalised settings, a complete style. */
export type Design = v.InferOutput<typeof designSchema>;
/** What parseDesign accepts: a stored design, including the pre-made templates' setting names. */
export type DesignInput = v.InferInput<typeof designSchema>;
