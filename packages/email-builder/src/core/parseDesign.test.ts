import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_STYLE, defaultDesign, defaultTemplateDesign } from './defaults';
import { DesignError, parseDesign } from './parseDesign';
import { MAX_ELEMENTS } from './schema';
import { corruptedDesign, validDesignInput } from './testing/designArbitrary';

const text = (id: string, settings: Record<string, unknown> = {}) => ({
  id,
  type: 'text',
  content: 'Hello',
  settings,
});

function errorOf(input: unknown): DesignError {
  try {
    parseDesign(input);
  } catch (error) {
    if (error instanceof DesignError) return error;
    throw error;
  }
  throw new Error('expected parseDesign to throw');
}

describe('parseDesign', () => {
  it('accepts the default designs unchanged', () => {
    expect(parseDesign(defaultDesign)).toEqual(defaultDesign);
    expect(parseDesign(defaultTemplateDesign)).toEqual(defaultTemplateDesign);
  });

  it('accepts a JSON string, as the template API sends it', () => {
    expect(parseDesign(JSON.stringify(defaultDesign))).toEqual(defaultDesign);
  });

  it('rejects malformed JSON', () => {
    expect(errorOf('{"elements": [').message).toMatch(/^Invalid JSON/);
  });

  it('fills a missing or partial style with the builder defaults', () => {
    expect(parseDesign({ elements: [] }).style).toEqual(DEFAULT_EMAIL_STYLE);
    expect(parseDesign({ elements: [], style: { textColor: '#000', fontSize: '' } }).style).toEqual(
      {
        ...DEFAULT_EMAIL_STYLE,
        textColor: '#000',
      },
    );
  });

  it('defaults missing content and settings', () => {
    expect(parseDesign({ elements: [{ id: 'divider-1', type: 'divider' }] }).elements[0]).toEqual({
      id: 'divider-1',
      type: 'divider',
      content: '',
      settings: {},
    });
  });

  it("normalises the pre-made templates' textAlign and paddingTop/Right/Bottom/Left", () => {
    const [element] = parseDesign({
      elements: [
        text('t', {
          textAlign: 'Center',
          paddingTop: '20px',
          paddingBottom: 10,
          paddingLeft: '5px',
          paddingRight: '5px',
        }),
      ],
    }).elements;
    expect(element?.settings).toEqual({ alignment: 'center', padding: '20px 5px 10px 5px' });
  });

  it('lets single padding sides override a padding shorthand', () => {
    const settings = (s: Record<string, unknown>) =>
      parseDesign({ elements: [text('t', s)] }).elements[0]?.settings;
    expect(settings({ padding: '10px', paddingTop: '30px' })).toEqual({
      padding: '30px 10px 10px 10px',
    });
    expect(settings({ padding: '10px 20px', paddingTop: '10px', paddingBottom: '10px' })).toEqual({
      padding: '10px 20px',
    });
    expect(
      settings({
        paddingTop: '8px',
        paddingRight: '8px',
        paddingBottom: '8px',
        paddingLeft: '8px',
      }),
    ).toEqual({ padding: '8px' });
  });

  it('keeps alignment over textAlign when both are given', () => {
    expect(
      parseDesign({ elements: [text('t', { alignment: 'right', textAlign: 'left' })] }).elements[0]
        ?.settings,
    ).toEqual({ alignment: 'right' });
  });

  it('writes bare numbers as pixels and drops cleared (empty) settings', () => {
    expect(
      parseDesign({ elements: [text('t', { fontSize: 18, padding: '10 20', color: '' })] })
        .elements[0]?.settings,
    ).toEqual({ fontSize: '18px', padding: '10px 20px' });
  });

  it('turns numeric ids into strings and drops unknown settings', () => {
    const [element] = parseDesign({
      elements: [{ id: 7, type: 'text', settings: { onclick: 'x' } }],
    }).elements;
    expect(element).toEqual({ id: '7', type: 'text', content: '', settings: {} });
  });

  it.each([
    [
      { elements: [text('a'), text('b'), text('c', { fontSize: 'huge' })] },
      'elements[2].settings.fontSize',
    ],
    [{ elements: [text('a', { color: 'red;background:url(x)' })] }, 'elements[0].settings.color'],
    [
      { elements: [text('a', { backgroundColor: 'expression(alert(1))' })] },
      'elements[0].settings.backgroundColor',
    ],
    [{ elements: [text('a', { fontFamily: 'Arial";x:y' })] }, 'elements[0].settings.fontFamily'],
    [
      { elements: [text('a', { border: '1px solid url(javascript:x)' })] },
      'elements[0].settings.border',
    ],
    [{ elements: [text('a', { padding: '1px 2px 3px 4px 5px' })] }, 'elements[0].settings.padding'],
    [{ elements: [text('a', { paddingTop: '-4px' })] }, 'elements[0].settings.paddingTop'],
    [{ elements: [text('a', { textAlign: 'middle' })] }, 'elements[0].settings.textAlign'],
    [{ elements: [text('a', { altText: 5 })] }, 'elements[0].settings.altText'],
    [{ elements: [text('a'), { id: 'b', type: 'video' }] }, 'elements[1].type'],
    [{ elements: [text('a'), { id: '', type: 'text' }] }, 'elements[1].id'],
    [{ elements: [text('a'), { id: 'b', type: 'text', content: 3 }] }, 'elements[1].content'],
    [{ elements: [text('a'), text('b'), text('a')] }, 'elements[2].id'],
    [
      { elements: [text('a')], style: { contentWidth: '600px;position:fixed' } },
      'style.contentWidth',
    ],
    [{ elements: [text('a')], style: { textColor: 12 } }, 'style.textColor'],
    [{ elements: [text('a', { color: 'banana' })] }, 'elements[0].settings.color'],
    [{ elements: [text('a', { fontFamily: 'Arial, "x' })] }, 'elements[0].settings.fontFamily'],
    [{ elements: [text('a', { fontSize: 'auto' })] }, 'elements[0].settings.fontSize'],
    [{ elements: [text('a')], style: { fontSize: 'auto' } }, 'style.fontSize'],
    [{ elements: [text('a')], style: { contentWidth: '40em' } }, 'style.contentWidth'],
    [{ elements: [text('a')], style: { contentWidth: '10px' } }, 'style.contentWidth'],
    [{ elements: [text('a')], style: { contentWidth: 5000 } }, 'style.contentWidth'],
    [{ elements: 'nope' }, 'elements'],
    [{ elements: [null] }, 'elements[0]'],
  ])('rejects %j naming %s', (input, path) => {
    const error = errorOf(input);
    expect(error.path).toBe(path);
    expect(error.message.startsWith(`${path}: `)).toBe(true);
  });

  it('rejects a design that is not an object', () => {
    expect(errorOf(null).message).toMatch(/^Invalid design/);
    expect(errorOf('"a string"').message).toMatch(/^Invalid design/);
    expect(errorOf({ style: {} }).message).toBe('elements: Missing elements: expected a list');
  });

  it('lists every problem and counts the rest in the message', () => {
    const error = errorOf({ elements: [text('a', { fontSize: 'x' }), text('b', { color: '!' })] });
    expect(error.issues.map((issue) => issue.path)).toEqual([
      'elements[0].settings.fontSize',
      'elements[1].settings.color',
    ]);
    expect(error.message).toMatch(/\(and 1 more\)$/);
  });

  it('limits the number of elements', () => {
    const elements = Array.from({ length: MAX_ELEMENTS + 1 }, (_, i) => text(`t${i}`));
    expect(errorOf({ elements }).path).toBe('elements');
  });

  describe('properties', () => {
    it('accepts every valid design', () => {
      fc.assert(fc.property(validDesignInput, (input) => void parseDesign(input)));
    });

    it('rejects a valid design corrupted anywhere, naming the corrupted path', () => {
      fc.assert(
        fc.property(corruptedDesign, ({ input, path }) => {
          const error = errorOf(input);
          expect(error.path).toBe(path);
          expect(error.message.startsWith(`${path}: `)).toBe(true);
          // The JSON form the template API stores fails the same way.
          expect(errorOf(JSON.stringify(input)).path).toBe(path);
        }),
        { numRuns: 300 },
      );
    });
  });
});
