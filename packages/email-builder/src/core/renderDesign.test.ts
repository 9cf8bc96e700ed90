import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './constants';
import { allElements } from './designTree';
import { imageSourceProblem } from './imageProblems';
import { createElement } from './createElement';
import { defaultDesign } from './defaults';
import { escapeHtml, escapeMultiline } from './escape';
import { parseDesign } from './parseDesign';
import { renderDesign } from './renderDesign';
import type { Design, DesignElement, ElementSettings } from './schema';
import { uncheckedDesign, validDesignInput } from './testing/designArbitrary';

const design = (...elements: DesignElement[]): Design => ({
  elements,
  style: { ...defaultDesign.style },
});
const withSettings = (type: DesignElement['type'], content: string, settings: ElementSettings) => ({
  ...createElement(type),
  content,
  settings,
});

const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);

// Every style attribute must be a list of `property:value` declarations with known properties and
// values free of anything that could end the attribute or load something.
const STYLE_PROPERTY =
  /^(?:-webkit-text-size-adjust|-ms-text-size-adjust|mso-[a-z-]+|v-text-anchor|margin|padding|width|max-width|max-height|height|display|overflow|font-family|font-size|font-weight|line-height|color|background-color|text-align|text-decoration|vertical-align|border|border-top|border-radius|border-collapse|outline)$/;
function expectSafeStyles(html: string) {
  for (const style of attributes(html, 'style')) {
    for (const declaration of style.split(';').filter(Boolean)) {
      const [property, value, ...rest] = declaration.split(':');
      expect(rest, declaration).toEqual([]);
      expect(property, declaration).toMatch(STYLE_PROPERTY);
      expect(value, declaration).toMatch(/^[\w\s#.,%()'/!-]+$/);
      expect(value, declaration).not.toMatch(/url\(|expression|javascript|\\/i);
    }
  }
}

function expectNoScript(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/javascript:/i);
  // Text may mention `onerror=`: escaped, it is text. Inside a tag it would be a handler.
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    expect(tag.replace(/="[^"]*"/g, '=""')).not.toMatch(/\son[a-z]+\s*=/i);
  }
  for (const href of attributes(html, 'href')) {
    expect(href === '#' || /^(?:https?:|mailto:|tel:)/i.test(href), href).toBe(true);
  }
  // Only images mail clients show: no placeholder, no data: URI, no SVG.
  for (const src of attributes(html, 'src')) {
    expect(/^https?:/i.test(src) && !/\.svgz?(?:[?#]|$)/i.test(src), src).toBe(true);
  }
}

describe('renderDesign', () => {
  it('renders a complete email document', () => {
    const html = renderDesign(defaultDesign, {
      title: 'Hello & welcome',
      preheader: 'Read <this>',
    });
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Hello &amp; welcome</title>');
    expect(html).toContain('mso-hide:all;">Read &lt;this&gt;</div>');
    expect(html).not.toContain('<div class'); // layout is tables
    expect(html).toContain('role="presentation"');
  });

  it('centres a container of the content width with 20px padding, fluid below it', () => {
    const html = renderDesign({
      ...defaultDesign,
      style: { ...defaultDesign.style, contentWidth: '700px' },
    });
    expect(html).toContain('style="width:100%;max-width:700px;margin:0 auto;');
    expect(html).toContain(
      '<tr><td class="eb-page" style="padding:20px;font-family:Arial, sans-serif;font-size:16px;color:#333333;">',
    );
    expect(html).toContain('<table role="presentation" width="700" align="center"'); // Outlook's fixed column
    expect(html).toContain('@media only screen and (max-width:740px)');
  });

  it('applies the email style to the body and as the default text style', () => {
    const html = renderDesign({
      elements: [withSettings('text', 'Hi', {})],
      style: {
        backgroundColor: '#000000',
        fontFamily: 'Georgia, serif',
        fontSize: '14px',
        contentWidth: '600px',
        textColor: '#eeeeee',
      },
    });
    expect(html).toContain(
      '<body class="eb-page" style="margin:0;padding:0;background-color:#000000;">',
    );
    expect(html).toContain(
      'font-family:Georgia, serif;font-size:14px;line-height:1.5;color:#eeeeee;">Hi</p>',
    );
  });

  it('renders a header with its settings', () => {
    const html = renderDesign(
      design(
        withSettings('header', 'Big <news>', {
          fontSize: '32px',
          color: '#ff0000',
          alignment: 'right',
          padding: '5px 0',
          backgroundColor: '#000',
        }),
      ),
    );
    expect(html).toContain(
      '<td style="padding:5px 0;text-align:right;background-color:#000;"><h1 style="margin:0;font-family:Arial, sans-serif;font-size:32px;line-height:1.25;font-weight:bold;color:#ff0000;">Big &lt;news&gt;</h1>',
    );
  });

  it('keeps line breaks of text as <br>', () => {
    expect(renderDesign(design(withSettings('text', 'one\ntwo', {})))).toContain('>one<br>two</p>');
  });

  it('renders a bulletproof button with a VML fallback for Outlook', () => {
    const html = renderDesign(
      design(
        withSettings('button', 'Buy now', {
          url: 'https://shop.example/?a=1&b=2',
          backgroundColor: '#111111',
          color: '#fafafa',
          alignment: 'left',
          borderRadius: '8px',
        }),
      ),
    );
    expect(html).toContain('<td align="left" style="padding:10px;">');
    expect(html).toContain('bgcolor="#111111"');
    expect(html).toMatch(
      /<!--\[if mso\]><v:roundrect [^>]*href="https:\/\/shop.example\/\?a=1&amp;b=2"[^>]*fillcolor="#111111">/,
    );
    expect(html).toContain('<w:anchorlock/><center style="color:#fafafa;');
    expect(html).toContain(
      '<!--[if !mso]><!-- --><a href="https://shop.example/?a=1&amp;b=2" target="_blank" rel="noopener"',
    );
    expect(html).toContain(
      'border-radius:8px;background-color:#111111;">Buy now</a><!--<![endif]-->',
    );
  });

  it('renders images with alt text, a pixel width for Outlook and an optional link', () => {
    const html = renderDesign(
      design(
        withSettings('image', 'https://cdn.example/a.png', {
          altText: 'A "cat"',
          width: '50%',
          url: 'https://example.com',
        }),
      ),
    );
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener"><img src="https://cdn.example/a.png" alt="A &quot;cat&quot;" width="270"',
    );
  });

  it('leaves out an image mail clients would not show: none given, data: URIs, SVG, unsafe', () => {
    const kept = renderDesign(design(withSettings('image', 'https://cdn.example/a.png', {})));
    for (const src of [
      '',
      '  ',
      PLACEHOLDER_IMAGE,
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://cdn.example/logo.svg',
      'https://cdn.example/logo.SVG?v=2',
      'ftp://x/y.png',
      '{{logoUrl}}',
    ]) {
      const html = renderDesign(
        design(withSettings('image', src, { altText: 'Logo', url: 'https://example.com' })),
      );
      expect(html, src).not.toContain('<img');
      expect(html, src).not.toContain('https://example.com');
      // The row goes, not only the tag: the email is as if the image were not there.
      expect(html, src).toBe(renderDesign(design()));
      expect(kept).toContain('<img src="https://cdn.example/a.png"');
    }
  });

  it('renders dividers and spacers', () => {
    const html = renderDesign(
      design(
        withSettings('divider', '', { border: '2px dashed #ff0000' }),
        withSettings('spacer', '', { height: '40px' }),
      ),
    );
    expect(html).toContain('border-top:2px dashed #ff0000;');
    expect(html).toContain('<td height="40" style="height:40px;font-size:0;line-height:40px;');
  });

  it('keeps only http, https, mailto and tel links', () => {
    const hrefs = (url: string) =>
      attributes(renderDesign(design(withSettings('button', 'x', { url }))), 'href');
    expect(hrefs('https://a.example/')).toEqual(['https://a.example/', 'https://a.example/']);
    expect(hrefs('HTTP://a.example/')).toEqual(['HTTP://a.example/', 'HTTP://a.example/']);
    expect(hrefs('mailto:me@example.com')).toEqual([
      'mailto:me@example.com',
      'mailto:me@example.com',
    ]);
    expect(hrefs('tel:+1555')).toEqual(['tel:+1555', 'tel:+1555']);
    for (const url of [
      'javascript:alert(1)',
      ' java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '//evil.example',
      'ftp://x',
    ]) {
      expect(hrefs(url)).toEqual(['#', '#']);
    }
  });

  it('replaces CSS values that would break out of the style attribute', () => {
    const unchecked = {
      elements: [
        {
          id: 'a',
          type: 'text',
          content: 'x',
          settings: {
            color: 'red;background:url(http://x)',
            fontSize: '12px" onmouseover="x',
            padding: '1px;position:fixed',
            fontFamily: 'Arial;x:y',
          },
        },
      ],
      style: { backgroundColor: '#fff;x:y', contentWidth: 'calc(100% - 1px)' },
    } as unknown as Design;
    const html = renderDesign(unchecked);
    expectSafeStyles(html);
    expect(html).toContain(
      '<td style="padding:10px;text-align:left;"><p style="margin:0;font-family:Arial, sans-serif;font-size:16px;line-height:1.5;color:#333333;">x</p>',
    );
  });

  it('keeps a font stack with an unpaired quote out of the style attribute', () => {
    const html = renderDesign(
      design(withSettings('text', 'x', { fontFamily: 'Arial, "x', fontSize: '18px' })),
    );
    expect(html).toContain('font-family:Arial, sans-serif;font-size:18px;');
    for (const style of attributes(html, 'style'))
      expect(style.split("'").length % 2, style).toBe(1);
  });

  it('holds an unchecked content width within the limits, in pixels', () => {
    const narrow = renderDesign({
      ...design(withSettings('button', 'A rather long button label', {})),
      style: { ...defaultDesign.style, contentWidth: '10px' },
    });
    expect(narrow).toContain('max-width:200px;');
    for (const [, width] of narrow.matchAll(/width:(-?\d+)px/g))
      expect(Number(width)).toBeGreaterThan(0);
    const relative = renderDesign({
      ...design(),
      style: { ...defaultDesign.style, contentWidth: '40em' },
    });
    expect(relative).toContain('max-width:600px;');
    expect(relative).toContain('<table role="presentation" width="600"');
  });

  it('renders content that is not text as nothing, even without a prototype', () => {
    const content = Object.create(null) as unknown as string;
    expect(() => renderDesign(design({ ...createElement('text'), content }))).not.toThrow();
  });

  it('ignores unknown element types, including prototype keys', () => {
    const html = renderDesign({
      elements: [{ id: 'a', type: '__proto__' }, { id: 'b', type: 'constructor' }, null],
      style: {},
    } as unknown as Design);
    expect(html).toContain(
      '<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"></table>',
    );
  });

  describe('properties', () => {
    it('renders every valid design with each text escaped', () => {
      fc.assert(
        fc.property(validDesignInput, (input) => {
          const parsed = parseDesign(input);
          const html = renderDesign(parsed);
          expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
          expect(html.endsWith('</html>')).toBe(true);
          for (const element of parsed.elements) {
            if (element.type === 'header' || element.type === 'text' || element.type === 'button') {
              expect(html).toContain(`>${escapeMultiline(element.content)}</`);
            }
            if (element.type === 'image' && !imageSourceProblem(element.content)) {
              expect(html).toContain(`alt="${escapeHtml(element.settings.altText ?? 'Image')}"`);
            }
          }
          // One <img> per image mail clients show, none for the others.
          const shown = allElements(parsed.elements).filter(
            (element) => element.type === 'image' && !imageSourceProblem(element.content),
          );
          expect(html.split('<img ').length - 1).toBe(shown.length);
          expectNoScript(html);
          expectSafeStyles(html);
        }),
      );
    });

    it('never lets script, event handlers, script URLs or CSS escapes through, whatever the input', () => {
      fc.assert(
        fc.property(uncheckedDesign, (input) => {
          const html = renderDesign(input as unknown as Design);
          expectNoScript(html);
          expectSafeStyles(html);
        }),
        { numRuns: 200 },
      );
    });
  });
});
