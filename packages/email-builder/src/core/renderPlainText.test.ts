import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { renderPlainText } from './renderPlainText';
import { safeHref } from './safeUrl';
import type { Design } from './schema';
import { premadeTemplates } from './templates/premadeTemplates';
import { validDesignInput } from './testing/designArbitrary';

describe('renderPlainText', () => {
  it('writes the starter design as text with its link written out', () => {
    expect(renderPlainText(defaultDesign)).toBe(
      'Welcome to Our Newsletter\n\n' +
        'Thank you for subscribing! We are excited to share our latest news, tips and offers with you.\n\n' +
        'Learn More\n',
    );
  });

  it('writes links, images, dividers and merge tags; drops unsafe links and spacers', () => {
    const design: Design = {
      ...defaultDesign,
      elements: [
        { id: 'h', type: 'header', content: 'Hi {{firstName}}', settings: {} },
        { id: 's', type: 'spacer', content: '', settings: {} },
        { id: 't', type: 'text', content: 'Line one\r\nLine <two>', settings: {} },
        {
          id: 'b',
          type: 'button',
          content: 'Shop',
          settings: { url: 'https://shop.example/?a=1&b=2' },
        },
        { id: 'x', type: 'button', content: 'Evil', settings: { url: 'javascript:alert(1)' } },
        {
          id: 'u',
          type: 'button',
          content: 'Unsubscribe',
          settings: { url: '{{unsubscribeUrl}}' },
        },
        { id: 'd', type: 'divider', content: '', settings: {} },
        {
          id: 'i',
          type: 'image',
          content: 'https://cdn.example/a.png',
          settings: { altText: 'Our shop', url: 'https://shop.example' },
        },
        { id: 'j', type: 'image', content: '', settings: { altText: '' } },
      ],
    };
    expect(renderPlainText(design)).toBe(
      [
        'Hi {{firstName}}',
        'Line one\nLine <two>',
        'Shop: https://shop.example/?a=1&b=2',
        'Evil',
        'Unsubscribe: {{unsubscribeUrl}}',
        '-'.repeat(40),
        '[Our shop] https://shop.example',
      ].join('\n\n') + '\n',
    );
  });

  it('keeps every text and every safe link of any design, in order', () => {
    fc.assert(
      fc.property(validDesignInput, (input) => {
        const design = parseDesign(input);
        const text = renderPlainText(design);
        let from = 0;
        for (const element of design.elements) {
          const content = element.content.replace(/\r\n?/g, '\n').trim();
          if (['header', 'text', 'button'].includes(element.type) && content) {
            const at = text.indexOf(content, from);
            expect(at).toBeGreaterThanOrEqual(0);
            from = at + content.length;
          }
          if (element.type === 'button' && safeHref(element.settings.url) !== '#') {
            expect(text).toContain(safeHref(element.settings.url));
          }
        }
      }),
    );
  });

  it('writes every premade template', () => {
    for (const template of premadeTemplates) {
      const text = renderPlainText(template.design);
      expect(text.length).toBeGreaterThan(50);
      expect(text).not.toMatch(/<[a-z]/i);
    }
  });
});
