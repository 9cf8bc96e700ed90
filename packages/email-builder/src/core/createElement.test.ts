import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENT_TYPES } from './constants';
import { createElement } from './createElement';
import { parseDesign } from './parseDesign';

afterEach(() => vi.restoreAllMocks());

describe('createElement', () => {
  it('makes a header with the spec defaults', () => {
    expect(createElement('header')).toMatchObject({
      type: 'header',
      content: 'New Headline',
      settings: { fontSize: '24px', color: '#2563EB', alignment: 'center' },
    });
  });

  it('makes a text block, a button, an image, a divider and a spacer', () => {
    expect(createElement('text').content).toBe('New text block');
    expect(createElement('button')).toMatchObject({
      content: 'Click Me',
      settings: { backgroundColor: '#2563EB', alignment: 'center' },
    });
    // No source yet: the builder shows its placeholder, and the field is empty for the address.
    expect(createElement('image')).toMatchObject({ content: '', settings: { altText: 'Image' } });
    expect(createElement('divider').type).toBe('divider');
    expect(createElement('spacer').settings.height).toBe('20px');
  });

  it('names ids after the type and the time', () => {
    vi.spyOn(Date, 'now').mockReturnValue(4_102_444_800_000);
    expect(createElement('spacer').id).toMatch(/^spacer-\d{13}$/);
  });

  it('keeps ids unique when elements are made in the same millisecond', () => {
    vi.spyOn(Date, 'now').mockReturnValue(4_102_444_900_000);
    const ids = Array.from({ length: 50 }, (_, i) => createElement(ELEMENT_TYPES[i % 6]!).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids.map((id) => id.replace(/^\w+-/, ''))).size).toBe(ids.length);
  });

  it('returns fresh settings objects, so editing one element leaves the next alone', () => {
    const first = createElement('header');
    first.settings.color = '#000000';
    expect(createElement('header').settings.color).toBe('#2563EB');
  });

  it('makes elements a design accepts', () => {
    expect(() => parseDesign({ elements: ELEMENT_TYPES.map(createElement) })).not.toThrow();
  });
});
