import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createElement } from './createElement';
import { defaultDesign } from './defaults';
import { isMergeTagName, mergeTagText, previewMergeTags, type MergeTag } from './mergeTags';
import { renderDesign } from './renderDesign';
import type { Design } from './schema';

const tags: MergeTag[] = [
  { name: 'firstName', label: 'First name', sample: 'Ada' },
  { name: 'unsubscribeUrl', label: 'Unsubscribe link', sample: 'https://example.com/u/1' },
  { name: 'company', label: 'Company', sample: 'Fish & <Chips>' },
];

const design: Design = {
  ...defaultDesign,
  elements: [
    { ...createElement('header'), id: 'h', content: 'Hello {{firstName}}!' },
    { ...createElement('text'), id: 't', content: 'From {{ company }} to {{lastName|you}}.' },
    {
      ...createElement('button'),
      id: 'b',
      content: 'Unsubscribe',
      settings: { url: '{{unsubscribeUrl}}' },
    },
  ],
};

describe('merge tags', () => {
  it('keep a link made of a tag instead of turning it into #', () => {
    const html = renderDesign(design);
    expect(html).toContain('href="{{unsubscribeUrl}}"');
    expect(html).toContain('Hello {{firstName}}!');
  });

  it('show their samples in the preview, escaped; unknown tags show their fallback', () => {
    const preview = previewMergeTags(renderDesign(design), tags);
    expect(preview).toContain('Hello Ada!');
    expect(preview).toContain('From Fish &amp; &lt;Chips&gt; to you.');
    expect(preview).toContain('href="https://example.com/u/1"');
    expect(preview).not.toContain('{{');
  });

  it('never let a sample make a script link or break out of the markup', () => {
    const hostile = [
      { name: 'unsubscribeUrl', label: 'x', sample: 'javascript:alert(1)' },
      { name: 'firstName', label: 'x', sample: '"><script>alert(1)</script>' },
    ];
    const preview = previewMergeTags(renderDesign(design), hostile);
    expect(preview).toContain('href="#"');
    expect(preview).not.toContain('<script>');
    expect(preview).not.toMatch(/javascript:/i);
  });

  it('leave the HTML alone without tags, and names follow the syntax', () => {
    const html = renderDesign(defaultDesign);
    expect(previewMergeTags(html, tags)).toBe(html);
    expect(mergeTagText('firstName')).toBe('{{firstName}}');
    expect(isMergeTagName('first_name.v2')).toBe(true);
    expect(isMergeTagName('1st')).toBe(false);
    fc.assert(
      fc.property(fc.string(), (sample) => {
        const out = previewMergeTags('<p>{{x}}</p>', [{ name: 'x', label: 'X', sample }]);
        expect(out.startsWith('<p>') && out.endsWith('</p>')).toBe(true);
        expect(out.slice(3, -4)).not.toMatch(/[<>"]/);
      }),
    );
  });
});
