import { describe, expect, it } from 'vitest';
import { noteParts } from './noteLinks';

describe('noteParts', () => {
  it('makes http(s) and www. addresses links, leaving the sentence around them as text', () => {
    expect(noteParts('See https://example.com/a?b=1, or www.shop.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.shop.example', href: 'https://www.shop.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps markup and other schemes as plain text', () => {
    const markup = '<a href="javascript:alert(1)">x</a> javascript:alert(1)';
    expect(noteParts(markup)).toEqual([{ kind: 'text', text: markup }]);
  });
});
