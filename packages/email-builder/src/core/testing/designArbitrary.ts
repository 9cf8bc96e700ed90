import fc from 'fast-check';
import {
  ALIGNMENTS,
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
  },
  { requiredKeys: [] },
);

/** Any design parseDesign accepts, with hostile text and URLs wherever free text is allowed. */
export const validDesignInput = fc
  .record({
    elements: fc.array(
      fc.record({
        type: fc.constantFrom(...ELEMENT_TYPES),
        content: hostileString,
        settings: validSettings,
      }),
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
    elements: elements.map((element, index) => ({ id: `${element.type}-${index}`, ...element })),
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
