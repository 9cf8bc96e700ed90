import fc from 'fast-check';
import {
  ALIGNMENTS,
  BLOCK_TYPES,
  COLUMN_LAYOUTS,
  CONTENT_WIDTHS,
  ELEMENT_TYPES,
  EMAIL_FONT_SIZES,
  FONT_FAMILIES,
  FONT_SIZES,
  SPACER_HEIGHTS,
} from '../constants';

/** Fragments that have broken HTML renderers before; mixed into every generated string. */
export const HOSTILE_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<SCRIPT src=//x>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</td></tr></table>',
  '-->',
  '<!--',
  '<![endif]-->',
  '&amp;',
  '&#106;avascript:',
  ';background:url(javascript:alert(1))',
  'expression(alert(1))',
  '\n',
  '\u0000',
  '\u2028',
] as const;

export const hostileString = fc
  .array(fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_FRAGMENTS)), { maxLength: 6 })
  .map((parts) => parts.join(''));

export const hostileUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'mailto:someone@example.com?subject=Hi"there',
    'tel:+15551234567',
    'https://example.com/?q="><script>',
    'https://example.com/?next=javascript:alert(1)',
  ),
  hostileString,
);

const mark = fc.option(fc.boolean(), { nil: undefined });

/** Spans with hostile text and links, every mark in every combination. */
const hostileSpans = fc.array(
  fc.record(
    { text: hostileString, bold: mark, italic: mark, underline: mark, href: hostileUrl },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 4 },
);

/** Rich text as stored: paragraphs and lists of hostile spans. */
export const hostileRichText = fc.array(
  fc.oneof(
    fc.record({ type: fc.constant('paragraph' as const), spans: hostileSpans }),
    fc.record(
      {
        type: fc.constant('list' as const),
        ordered: mark,
        items: fc.array(hostileSpans, { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['type', 'items'] },
    ),
  ),
  { maxLength: 4 },
);

const ALLOWED_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'p',
  'div',
  'br',
  'span',
];
const OTHER_TAGS = [
  'script',
  'style',
  'img',
  'iframe',
  'svg',
  'table',
  'td',
  'o:p',
  'xml',
  'font',
  'head',
  'title',
];
const ATTRIBUTES = [
  ' href="javascript:alert(1)"',
  " href='https://example.com/a?b=1&amp;c=2'",
  ' href=mailto:x@example.com',
  ' onclick="alert(1)"',
  ' style="font-weight:bold;background:url(javascript:alert(1))"',
  ' style="font-style:italic;color:red"',
  ' class=MsoNormal',
  " style='mso-list:l0 level1 lfo1'",
  ' src=x onerror=alert(1)',
];

/**
 * HTML as a paste brings it (Word, Google Docs, a web page) and worse: allowed and hostile tags,
 * attributes, comments, Word's conditional markup, entities and broken nesting, in any order.
 */
export const hostileHtml = fc
  .array(
    fc.oneof(
      hostileString,
      fc
        .tuple(
          fc.constantFrom(...ALLOWED_TAGS, ...OTHER_TAGS),
          fc.constantFrom('', ...ATTRIBUTES),
          fc.boolean(),
        )
        .map(([tag, attribute, closing]) => (closing ? `</${tag}>` : `<${tag}${attribute}>`)),
      fc.constantFrom(
        '<!--[if !supportLists]--><span>1.<span>&nbsp;</span></span><!--[endif]-->',
        '<![if !supportLists]>·<![endif]>',
        '<!-- comment <b>not bold</b> -->',
        '<!--StartFragment-->',
        '&nbsp;&lt;b&gt;&#x3c;script&#62;&#0;&#xd800;&bogus;',
        '<b style="font-weight:normal;" id="docs-internal-guid-1">',
        '<a href="https://example.com">link</a>',
        '<script>document.write("<b>x</b>")</script>',
        '<style>p{color:red}</style>',
        '<',
        '<a href="java\nscript:alert(1)">x',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const color = fc.oneof(
  fc.constantFrom(
    '#2563EB',
    '#fff',
    '#00000080',
    'red',
    'transparent',
    'rgb(1, 2, 3)',
    'hsla(10, 50%, 50%, 0.5)',
  ),
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`),
);
const px = (max: number) => fc.integer({ min: 0, max }).map((n) => (n === 0 ? '0' : `${n}px`));
const padding = fc.oneof(
  px(60),
  fc.tuple(px(60), px(60)).map((parts) => parts.join(' ')),
  fc.tuple(px(60), px(60), px(60), px(60)).map((parts) => parts.join(' ')),
);

/** Settings with valid values in both spellings (builder and pre-made templates). */
const validSettings = fc.record(
  {
    fontSize: fc.constantFrom(...FONT_SIZES),
    fontFamily: fc.constantFrom(...FONT_FAMILIES.map((font) => font.value)),
    color,
    alignment: fc.constantFrom(...ALIGNMENTS),
    textAlign: fc.constantFrom(...ALIGNMENTS),
    padding,
    paddingTop: px(40),
    paddingLeft: px(40),
    backgroundColor: color,
    url: hostileUrl,
    altText: hostileString,
    width: fc.oneof(fc.constantFrom('100%', '50%'), px(800)),
    height: fc.oneof(fc.constantFrom(...SPACER_HEIGHTS), px(300)),
    border: fc.constantFrom(
      '1px solid #dddddd',
      '2px dashed red',
      'none',
      'rgb(0, 0, 0) solid 3px',
    ),
    borderRadius: px(30),
    layout: fc.constantFrom(...COLUMN_LAYOUTS),
  },
  { requiredKeys: [] },
);

const validBlock = (types: readonly string[]) =>
  fc.record(
    {
      type: fc.constantFrom(...types),
      content: hostileString,
      settings: validSettings,
    },
    { requiredKeys: ['type', 'content', 'settings'] },
  );

/** Any design parseDesign accepts, with hostile text and URLs wherever free text is allowed. */
export const validDesignInput = fc
  .record({
    elements: fc.array(
      fc.tuple(
        validBlock(ELEMENT_TYPES),
        fc.array(fc.array(validBlock(BLOCK_TYPES), { maxLength: 3 }), { maxLength: 3 }),
      ),
      { maxLength: 12 },
    ),
    style: fc.record(
      {
        backgroundColor: color,
        fontFamily: fc.constantFrom(...FONT_FAMILIES.map((font) => font.value)),
        fontSize: fc.constantFrom(...EMAIL_FONT_SIZES),
        contentWidth: fc.constantFrom(...CONTENT_WIDTHS),
        textColor: color,
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ elements, style }) => ({
    style,
    elements: elements.map(([element, columns], index) => {
      const id = `${element.type}-${index}`;
      if (element.type !== 'columns') return { id, ...element };
      const count = (element.settings.layout ?? '50/50').split('/').length;
      return {
        id,
        ...element,
        columns: columns.slice(0, count).map((blocks, c) => ({
          elements: blocks.map((block, b) => ({ id: `${id}-${c}-${b}`, ...block })),
        })),
      };
    }),
  }));

/** Anything at all in the places a design has values: what a renderer given unchecked input sees. */
export const uncheckedDesign = fc.record({
  elements: fc.array(
    fc.record({
      id: fc.oneof(fc.string(), fc.integer()),
      type: fc.oneof(
        fc.constantFrom(...ELEMENT_TYPES, '__proto__', 'constructor', 'toString'),
        fc.string(),
      ),
      content: fc.oneof(hostileString, fc.anything()),
      rich: fc.oneof(hostileRichText, fc.anything()),
      columns: fc.oneof(
        fc.array(
          fc.record({
            elements: fc.array(
              fc.record({
                id: fc.string(),
                type: fc.constantFrom(...ELEMENT_TYPES, 'toString'),
                content: hostileString,
                settings: fc.anything(),
                rich: fc.oneof(hostileRichText, fc.anything()),
              }),
              { maxLength: 3 },
            ),
          }),
          { maxLength: 4 },
        ),
        fc.anything(),
      ),
      settings: fc.oneof(
        fc.dictionary(
          fc.constantFrom(
            'fontSize',
            'fontFamily',
            'color',
            'alignment',
            'padding',
            'backgroundColor',
            'url',
            'altText',
            'width',
            'height',
            'border',
            'borderRadius',
            'layout',
          ),
          fc.oneof(hostileString, hostileUrl, fc.anything()),
        ),
        fc.anything(),
      ),
    }),
    { maxLength: 8 },
  ),
  style: fc.oneof(
    fc.dictionary(
      fc.constantFrom('backgroundColor', 'fontFamily', 'fontSize', 'contentWidth', 'textColor'),
      fc.oneof(hostileString, fc.anything()),
    ),
    fc.anything(),
  ),
});

const NOT_A_STRING = [null, true, {}, []];
const NOT_AN_OBJECT = [null, true, 'x', 7];
const COLOR_KEYS = ['color', 'backgroundColor', 'textColor'];
const LENGTH_KEYS = ['padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'];
const SETTING_KEYS = [
  'fontSize',
  'fontFamily',
  'color',
  'alignment',
  'textAlign',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'backgroundColor',
  'url',
  'altText',
  'width',
  'height',
  'border',
  'borderRadius',
];

/** Values no design accepts at a place named `key`: wrong types, and wrong strings for its grammar. */
function invalidValuesFor(key: string | number, isObject: boolean): unknown[] {
  if (isObject) return NOT_AN_OBJECT;
  const strings: unknown[] = [];
  if (COLOR_KEYS.includes(String(key))) strings.push('banana', 'red;x:y', 'url(x)');
  if (
    LENGTH_KEYS.includes(String(key)) ||
    key === 'width' ||
    key === 'height' ||
    key === 'borderRadius'
  )
    strings.push('huge', '-1px', '1px;x:y');
  if (key === 'fontSize') strings.push('auto', '0', 'huge');
  if (key === 'contentWidth') strings.push('10px', '40em', 'auto');
  if (key === 'fontFamily') strings.push('Arial, "x', "'Times New Roman, serif", 'Arial;x:y');
  if (key === 'alignment' || key === 'textAlign') strings.push('middle', 'justify');
  if (key === 'border') strings.push('1px solid url(x)', '1px solid red blue green');
  if (key === 'type') strings.push('video', '__proto__', 'constructor');
  if (key === 'id') strings.push('', 'x'.repeat(101));
  return [...NOT_A_STRING, ...strings];
}

const pathText = (path: readonly (string | number)[]) =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );

/**
 * A valid design with one value replaced, at a random place, by one that place does not accept, and
 * the path (`elements[2].settings.fontSize`) of that place.
 */
export const corruptedDesign = fc
  .tuple(validDesignInput, fc.nat(), fc.nat())
  .map(([design, pick, valuePick]) => {
    const places: { path: (string | number)[]; isObject: boolean }[] = [
      { path: ['elements'], isObject: true },
      { path: ['style'], isObject: true },
      ...['backgroundColor', 'fontFamily', 'fontSize', 'contentWidth', 'textColor'].map((key) => ({
        path: ['style', key],
        isObject: false,
      })),
    ];
    design.elements.forEach((_, i) => {
      places.push(
        { path: ['elements', i], isObject: true },
        { path: ['elements', i, 'settings'], isObject: true },
        ...['id', 'type', 'content'].map((key) => ({
          path: ['elements', i, key],
          isObject: false,
        })),
        ...SETTING_KEYS.map((key) => ({ path: ['elements', i, 'settings', key], isObject: false })),
      );
    });
    const place = places[pick % places.length]!;
    const values = invalidValuesFor(place.path.at(-1)!, place.isObject);
    const corrupted = structuredClone(design) as Record<string | number, unknown>;
    let parent = corrupted;
    for (const key of place.path.slice(0, -1)) {
      parent[key] ??= {};
      parent = parent[key] as Record<string | number, unknown>;
    }
    parent[place.path.at(-1)!] = values[valuePick % values.length];
    return { input: corrupted as unknown, path: pathText(place.path) };
  });
