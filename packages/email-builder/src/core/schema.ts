import * as v from 'valibot';
import { ALIGNMENTS, DESIGN_VERSION, ELEMENT_TYPES } from './constants';
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
    },
    'Invalid settings: expected an object',
  ),
  v.transform(normaliseSettings),
);

/** One block of the email (spec 3): id is the type plus a timestamp. */
export const elementSchema = v.object(
  {
    id: v.pipe(
      v.union([v.string(), v.number()], 'Invalid id: expected a string'),
      v.transform(String),
      v.nonEmpty('Invalid id: must not be empty'),
      v.maxLength(100, 'Invalid id: at most 100 characters'),
    ),
    type: v.picklist(
      ELEMENT_TYPES,
      (issue) =>
        `Unknown element type ${JSON.stringify(issue.input)}: expected ${ELEMENT_TYPES.join(', ')}`,
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
  },
  'Invalid element: expected an object',
);

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
    dataset.value.elements.forEach((element, index) => {
      if (seen.has(element.id)) {
        addIssue({
          message: `Duplicate id ${JSON.stringify(element.id)}: every element needs its own id`,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: 'elements',
              value: dataset.value.elements,
            },
            {
              type: 'array',
              origin: 'value',
              input: dataset.value.elements,
              key: index,
              value: element,
            },
            { type: 'object', origin: 'value', input: element, key: 'id', value: element.id },
          ],
        });
      }
      seen.add(element.id);
    });
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
export type Alignment = (typeof ALIGNMENTS)[number];
/** A design as parseDesign returns it: normalised settings, a complete style. */
export type Design = v.InferOutput<typeof designSchema>;
export type DesignElement = Design['elements'][number];
/** What parseDesign accepts: a stored design, including the pre-made templates' setting names. */
export type DesignInput = v.InferInput<typeof designSchema>;
