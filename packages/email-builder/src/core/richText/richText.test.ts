import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDesign } from '../parseDesign';
import { renderDesign } from '../renderDesign';
import { renderPlainText } from '../renderPlainText';
import { hostileHtml, hostileRichText } from '../testing/designArbitrary';
import { renderRichText } from './renderRichText';
import { richTextFromHtml } from './richTextFromHtml';
import { richTextToEditorHtml } from './richTextToEditorHtml';
import {
  normaliseRichText,
  richTextFromPlain,
  richTextToPlain,
  type RichBlock,
  type RichText,
} from './RichText';

const TAGS = { paragraph: '<p>', list: '>', linkColor: '#333' };
/** Every tag of some HTML: its name and its attributes. */
const tagsOf = (html: string) =>
  [...html.matchAll(/<\/?([a-z][a-z0-9:]*)([^>]*)>/gi)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    rest: rest!,
  }));

const RICH_TAGS = new Set(['p', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'br', 'a']);
const RENDERER_TAGS = new Set([
  ...RICH_TAGS,
  ...['body', 'div', 'table', 'tbody', 'tr', 'td', 'h1', 'html'],
]);

function expectOnlyTags(html: string, allowed: Set<string>) {
  for (const { name, rest } of tagsOf(html)) {
    expect(allowed.has(name), `<${name}>`).toBe(true);
    expect(rest).not.toMatch(/\son\w+\s*=|javascript:/i);
    if (name === 'a' && rest) expect(rest).toMatch(/^ href="(?:https?:|mailto:|tel:|#")/i);
  }
}

const withoutControls = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');

const textDesign = (rich: unknown, type = 'text') => ({
  elements: [{ id: 't', type, content: 'x', rich }],
});

describe('richTextFromHtml', () => {
  it('keeps bold, italic, underline, links, line breaks and lists, from tags and from styles', () => {
    expect(
      richTextFromHtml(
        '<p>Hi <b>bold</b> <i>it</i> <u>under</u> <a href="https://x.example/?a=1&amp;b=2">link</a></p>' +
          '<p><span style="font-weight:700;font-style:italic">both</span><br>next</p>' +
          '<ul><li>one</li><li><strong>two</strong></li></ul><ol><li>first</li></ol>',
      ),
    ).toEqual([
      {
        type: 'paragraph',
        spans: [
          { text: 'Hi ' },
          { text: 'bold', bold: true },
          { text: ' ' },
          { text: 'it', italic: true },
          { text: ' ' },
          { text: 'under', underline: true },
          { text: ' ' },
          { text: 'link', href: 'https://x.example/?a=1&b=2' },
        ],
      },
      {
        type: 'paragraph',
        spans: [{ text: 'both', bold: true, italic: true }, { text: '\nnext' }],
      },
      { type: 'list', items: [[{ text: 'one' }], [{ text: 'two', bold: true }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }]] },
    ]);
  });

  it('drops scripts, styles, images, unsafe links, comments and attributes', () => {
    const rich = richTextFromHtml(
      '<script>alert(1)</script><style>p{}</style><!-- <b>x</b> --><img src=x onerror=alert(1)>' +
        '<p onclick="alert(1)" class="x">Safe <a href="javascript:alert(1)">text</a></p><svg><text>no</text></svg>',
    );
    expect(rich).toEqual([{ type: 'paragraph', spans: [{ text: 'Safe text' }] }]);
  });

  it("reads Word's list paragraphs, markers and head, and Google Docs' non-bold wrapper", () => {
    const word =
      '<html><head><style>p.MsoNormal{}</style><xml><o:DocumentProperties>meta</o:DocumentProperties></xml></head><body>' +
      '<p class=MsoNormal>Intro<o:p></o:p></p>' +
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><![if !supportLists]><span>1.<span>&nbsp;&nbsp; </span></span><![endif]>Alpha<o:p></o:p></p>" +
      "<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><!--[if !supportLists]--><span>2.</span><!--[endif]-->Beta</p>" +
      '<p class=MsoNormal>Outro</p></body></html>';
    expect(richTextFromHtml(word)).toEqual([
      { type: 'paragraph', spans: [{ text: 'Intro' }] },
      { type: 'list', ordered: true, items: [[{ text: 'Alpha' }], [{ text: 'Beta' }]] },
      { type: 'paragraph', spans: [{ text: 'Outro' }] },
    ]);
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Bold</span><span style="font-weight:400"> plain</span></p></b>';
    expect(richTextFromHtml(docs)).toEqual([
      { type: 'paragraph', spans: [{ text: 'Bold', bold: true }, { text: ' plain' }] },
    ]);
  });

  it("reads the builder's own editor: empty lines kept, spaces preserved", () => {
    expect(richTextFromHtml('a  b<div><br></div><div>c</div>', { whitespace: 'preserve' })).toEqual(
      [
        { type: 'paragraph', spans: [{ text: 'a  b' }] },
        { type: 'paragraph', spans: [] },
        { type: 'paragraph', spans: [{ text: 'c' }] },
      ],
    );
  });

  it('keeps only what rich text can hold from any pasted HTML, and its output parses (property)', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const rich = richTextFromHtml(html);
        // What comes out is valid stored rich text, unchanged by parseDesign.
        const parsed = parseDesign(textDesign(rich));
        expect(parsed.elements[0]!.rich ?? []).toEqual(rich);
        for (const block of rich)
          for (const spans of block.type === 'paragraph' ? [block.spans] : block.items)
            for (const span of spans) {
              expect(Object.keys(span)).toEqual(
                expect.arrayContaining(Object.keys(span).filter((key) => key !== 'x')),
              );
              expect(['text', 'bold', 'italic', 'underline', 'href']).toEqual(
                expect.arrayContaining(Object.keys(span)),
              );
              if (span.href) expect(span.href).toMatch(/^(?:https?:|mailto:)/i);
              // eslint-disable-next-line no-control-regex
              expect(span.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
            }
        expectOnlyTags(renderRichText(rich, TAGS), RICH_TAGS);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back what it renders (the editor round trip)', () => {
    fc.assert(
      fc.property(hostileRichText, (input) => {
        const rich = parseDesign(textDesign(input)).elements[0]!.rich ?? [];
        const html = renderRichText(rich, {
          paragraph: '<div>',
          list: '>',
          linkColor: '#333',
        }).replaceAll('</p>', '</div>');
        const back = richTextFromHtml(html.replaceAll('<br>', '</div><div>'), {
          whitespace: 'preserve',
        });
        expect(richTextToPlain(back).replace(/\n+/g, '\n').trim()).toBe(
          withoutControls(richTextToPlain(rich))
            .replace(/\r\n?/g, '\n')
            .replace(/\n+/g, '\n')
            .trim(),
        );
      }),
      { numRuns: 200 },
    );
  });
});

const VOID = new Set(['br', 'img', 'hr', 'meta', 'link', 'input', 'wbr']);

/** The lists of some HTML that sit inside a paragraph (<p>), by the tags open around them. */
function listsInParagraphs(html: string): string[] {
  const open: string[] = [];
  const found: string[] = [];
  for (const { name, closing } of [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/gi)].map(
    ([, slash, tag]) => ({ name: tag!.toLowerCase(), closing: slash === '/' }),
  )) {
    if (VOID.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if ((name === 'ul' || name === 'ol') && open.includes('p')) found.push(open.join('>'));
    open.push(name);
  }
  return found;
}

/** Rich text as the converter makes it: what any HTML reads as. */
const convertedRichText = hostileHtml.map((html) => richTextFromHtml(html));

/** Where Chromium's list command puts a list: inside the block that held the caret's line. */
const CHROMIUM_WRAPPERS = ['<div>', '<p style="margin:0">', '<p>'] as const;

describe("the editor's HTML (richTextToEditorHtml)", () => {
  it('never holds a <p>, and reads back as exactly the rich text it shows (property)', () => {
    fc.assert(
      fc.property(convertedRichText, (rich) => {
        const html = richTextToEditorHtml(rich);
        expect(html).not.toMatch(/<p[\s>]/i);
        expect(listsInParagraphs(html)).toEqual([]);
        expect(richTextFromHtml(html, { whitespace: 'preserve' })).toEqual(rich);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps an empty line, an empty item and a line ending in a break', () => {
    const rich: RichText = [
      { type: 'paragraph', spans: [] },
      { type: 'paragraph', spans: [{ text: 'a\n', bold: true }] },
      { type: 'list', ordered: true, items: [[], [{ text: 'b' }]] },
    ];
    expect(richTextToEditorHtml(rich)).toBe(
      '<div><br></div><div><strong>a<br></strong><br></div>' +
        '<ol style="margin:0"><li><br></li><li>b</li></ol>',
    );
    expect(richTextFromHtml(richTextToEditorHtml(rich), { whitespace: 'preserve' })).toEqual(rich);
  });

  it("reads a list the browser put inside a line's block as a list beside the lines (property)", () => {
    fc.assert(
      fc.property(
        convertedRichText.filter((rich) => rich.some((block) => block.type === 'paragraph')),
        fc.nat(),
        fc.constantFrom(...CHROMIUM_WRAPPERS),
        (rich, pick, wrapper) => {
          // The n-th paragraph becomes a bulleted list in its own block, as a list command does.
          const lines = rich.flatMap((block, index) => (block.type === 'paragraph' ? [index] : []));
          const target = lines[pick % lines.length]!;
          const closing = wrapper === '<div>' ? '</div>' : '</p>';
          const html = rich
            .map((block, index) => {
              const one = richTextToEditorHtml([block]);
              return index === target
                ? `${wrapper}<ul><li>${one.slice('<div>'.length, -'</div>'.length)}</li></ul>${closing}`
                : one;
            })
            .join('');
          const paragraph = rich[target] as Extract<RichBlock, { type: 'paragraph' }>;
          const expected = normaliseRichText(
            rich.map((block, index) =>
              index === target ? { type: 'list', items: [paragraph.spans] } : block,
            ),
          );
          const back = richTextFromHtml(html, { whitespace: 'preserve' });
          expect(back).toEqual(expected);
          // What the editor then shows, and what the email gets, nest no list in a paragraph.
          expect(listsInParagraphs(richTextToEditorHtml(back))).toEqual([]);
          expect(listsInParagraphs(renderRichText(back, TAGS))).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('renders no list inside a paragraph into the email, whatever the stored rich text (property)', () => {
    fc.assert(
      fc.property(hostileRichText, (input) => {
        const rich = parseDesign(textDesign(input)).elements[0]!.rich ?? [];
        expect(listsInParagraphs(renderRichText(rich, TAGS))).toEqual([]);
        expect(listsInParagraphs(renderDesign(parseDesign(textDesign(input))))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('rich text in the design', () => {
  it('renders escaped, with only its own tags, whatever the stored rich text (property)', () => {
    fc.assert(
      fc.property(hostileRichText, fc.constantFrom('text', 'header'), (rich, type) => {
        const html = renderDesign(parseDesign(textDesign(rich, type)));
        expectOnlyTags(html.slice(html.indexOf('<body')), RENDERER_TAGS);
        expect(html).not.toMatch(/javascript:/i);
        // Unchecked input takes the same path: no stored structure can add a tag.
        const raw = renderDesign(textDesign(rich, type) as never);
        expectOnlyTags(raw.slice(raw.indexOf('<body')), RENDERER_TAGS);
      }),
      { numRuns: 300 },
    );
  });

  it('renders plain lines exactly as the same plain content', () => {
    const plain = parseDesign({ elements: [{ id: 't', type: 'text', content: 'a < b\nc' }] });
    const rich = parseDesign(textDesign(richTextFromPlain('a < b\nc')));
    expect(renderDesign(rich)).toBe(renderDesign(plain));
  });

  it('drops rich text from elements that cannot hold it, and false marks', () => {
    const parsed = parseDesign({
      elements: [
        {
          id: 'b',
          type: 'button',
          content: 'Go',
          rich: [{ type: 'paragraph', spans: [{ text: 'x' }] }],
        },
        {
          id: 't',
          type: 'text',
          rich: [
            { type: 'paragraph', spans: [{ text: 'a', bold: false }, { text: 'b' }, { text: '' }] },
          ],
        },
      ],
    });
    expect(parsed.elements[0]).not.toHaveProperty('rich');
    expect(parsed.elements[1]!.rich).toEqual([{ type: 'paragraph', spans: [{ text: 'ab' }] }]);
    expect(() => parseDesign(textDesign([{ type: 'quote', spans: [] }]))).toThrow(
      /elements\[0\]\.rich\[0\]/,
    );
  });

  it('writes links out in the plain text, lists as lines', () => {
    const rich: RichText = [
      {
        type: 'paragraph',
        spans: [
          { text: 'See ' },
          { text: 'our shop', href: 'https://shop.example' },
          { text: ' or ' },
          { text: 'https://x.example', href: 'https://x.example' },
          { text: ' and ', href: 'javascript:alert(1)' },
        ],
      },
      { type: 'list', items: [[{ text: 'a' }], [{ text: 'b' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'c' }]] },
    ];
    expect(renderPlainText(parseDesign(textDesign(rich)))).toBe(
      'See our shop (https://shop.example) or https://x.example and\n- a\n- b\n1. c\n',
    );
  });
});
