import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './constants';
import { safeHref, safeImageSrc } from './safeUrl';

describe('safeHref', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://x.y',
    'mailto:a@b.c',
    'tel:+1 555 0100',
    'HTTPS://X.Y',
    '{{unsubscribeUrl}}',
    '{{ siteUrl }}/offers?from=mail',
    '{{siteUrl|https://example.com}}/offers',
    'https://example.com/?email={{email}}',
  ])('keeps %s', (url) => expect(safeHref(url)).toBe(url));

  it.each([
    '{{siteUrl|javascript:alert(1)}}',
    '{{siteUrl}}"><script>',
    '{{1bad}}',
    '{{siteUrl}} x',
    '{{a}}{{b}}',
    'x{{siteUrl}}',
  ])('turns the merge-tag link %j into #', (url) => expect(safeHref(url)).toBe('#'));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/relative',
    'example.com',
    'https://ok.example/\nx',
    '',
  ])('turns %j into #', (url) => expect(safeHref(url)).toBe('#'));

  it('turns non-strings into #', () => {
    expect(safeHref(undefined)).toBe('#');
    expect(safeHref({ toString: () => 'https://x.y' })).toBe('#');
  });
});

describe('safeImageSrc', () => {
  it('keeps http(s) images, inline raster images and the placeholder', () => {
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(safeImageSrc(PLACEHOLDER_IMAGE)).toBe(PLACEHOLDER_IMAGE);
  });

  it.each([
    '',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'mailto:a@b.c',
    'x.png',
  ])('replaces %j with the placeholder', (src) =>
    expect(safeImageSrc(src)).toBe(PLACEHOLDER_IMAGE),
  );
});
