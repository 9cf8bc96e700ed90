import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeMultiline } from './escape';

const reference = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/(javascript):/gi, '$1&#58;');

describe('escapeHtml', () => {
  it('escapes the HTML specials', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('breaks up javascript: in any case', () => {
    expect(escapeHtml('JavaScript:alert(1) and javascript:x')).toBe(
      'JavaScript&#58;alert(1) and javascript&#58;x',
    );
    expect(escapeHtml('Date: today')).toBe('Date: today');
  });

  it('returns plain text as it is', () => {
    const text = 'Nothing to escape here';
    expect(escapeHtml(text)).toBe(text);
  });

  it('matches a reference implementation on any string', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.constantFrom('javascript:', 'JAVASCRIPT:', '&', '<', '"')),
          {
            maxLength: 8,
          },
        ),
        (parts) => {
          const value = parts.join('');
          expect(escapeHtml(value)).toBe(reference(value));
        },
      ),
    );
  });
});

describe('escapeMultiline', () => {
  it('keeps LF, CRLF and CR line breaks as <br>', () => {
    expect(escapeMultiline('a\nb\r\nc\rd<')).toBe('a<br>b<br>c<br>d&lt;');
  });
});
