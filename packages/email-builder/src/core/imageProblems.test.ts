import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './constants';
import { createElement } from './createElement';
import { defaultDesign } from './defaults';
import { allElements, insertElement } from './designTree';
import { imageProblems, imageSourceProblem } from './imageProblems';
import { renderDesign } from './renderDesign';
import { renderPlainText } from './renderPlainText';
import { sendableImageSrc } from './safeUrl';
import type { Design, DesignElement } from './schema';
import { premadeTemplates } from './templates/premadeTemplates';
import { hostileString, hostileUrl } from './testing/designArbitrary';

const image = (id: string, content: string, altText?: string): DesignElement => ({
  id,
  type: 'image',
  content,
  settings: altText === undefined ? {} : { altText },
});
const design = (...elements: DesignElement[]): Design => ({ ...defaultDesign, elements });

/** Every `<img>` source of some HTML, as written (entities undone). */
const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) =>
    match[1]!.replaceAll('&amp;', '&').replaceAll('&#58;', ':'),
  );

/** What mail clients show: an http(s) address that is not an SVG. */
const showable = (src: string) => /^https?:\/\//i.test(src) && !/\.svgz?(?:[?#]|$)/i.test(src);

/** Image sources of every kind a design may hold: good ones, placeholders, data: URIs, SVG, junk. */
const imageSource = fc.oneof(
  fc.webUrl(),
  fc.webUrl().map((url) => `${url.replace(/[?#].*$/, '')}/logo.svg`),
  fc.webUrl().map((url) => `${url.replace(/[?#].*$/, '')}/photo.PNG?size=2`),
  fc.constantFrom(
    '',
    '   ',
    PLACEHOLDER_IMAGE,
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    'DATA:image/jpeg;base64,/9j/4AAQ',
    'https://cdn.example/a.svgz',
    'http://cdn.example/a.jpg',
    '{{logoUrl}}',
    '//cdn.example/a.png',
  ),
  hostileUrl,
);

/** An image block with any source and settings, for anywhere in a design. */
const anyImage = fc.record({
  content: imageSource,
  altText: fc.option(hostileString, { nil: undefined }),
  url: fc.option(hostileUrl, { nil: undefined }),
  width: fc.constantFrom(undefined, '100%', '50%', '300px'),
});

describe('imageProblems', () => {
  it('lists placeholders, images mail clients do not show, and images without alt text', () => {
    const columns = createElement('columns');
    const withColumn = insertElement([columns], image('in-column', 'data:image/png;base64,AA=='), {
      parentId: columns.id,
      column: 1,
      index: 0,
    });
    expect(
      imageProblems(
        design(
          image('good', 'https://cdn.example/a.png', 'Our shop'),
          image('empty', '', 'Feature'),
          image('builder-placeholder', PLACEHOLDER_IMAGE, 'Feature'),
          image('svg', 'https://cdn.example/logo.svg', 'Logo'),
          image('no-alt', 'https://cdn.example/b.png'),
          image('blank-alt', 'https://cdn.example/c.png', '  '),
          createElement('text'),
          ...withColumn,
        ),
      ),
    ).toEqual([
      { elementId: 'empty', kind: 'placeholder' },
      { elementId: 'builder-placeholder', kind: 'placeholder' },
      { elementId: 'svg', kind: 'unsupported' },
      { elementId: 'no-alt', kind: 'missingAlt' },
      { elementId: 'blank-alt', kind: 'missingAlt' },
      { elementId: 'in-column', kind: 'unsupported' },
      { elementId: 'in-column', kind: 'missingAlt' },
    ]);
  });

  it('finds nothing in a design without images, or with good ones', () => {
    expect(imageProblems(defaultDesign)).toEqual([]);
    expect(imageProblems(design(image('a', 'https://cdn.example/a.png', 'A')))).toEqual([]);
  });

  it("names the premade templates' placeholder images: Newsletter's and Promotion's", () => {
    const placeholders = premadeTemplates.flatMap((template) =>
      imageProblems(template.design).map((problem) => `${template.type}: ${problem.kind}`),
    );
    expect(placeholders).toEqual(['newsletter: placeholder', 'promotion: placeholder']);
  });

  it('agrees with what the message carries: a source problem is exactly an image left out (property)', () => {
    fc.assert(
      fc.property(imageSource, (content) => {
        const html = renderDesign(design(image('i', content, 'Alt')));
        const problem = imageSourceProblem(content);
        expect(problem === undefined).toBe(imageSources(html).length === 1);
        expect(problem === undefined).toBe(sendableImageSrc(content) !== undefined);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the premade templates in a message', () => {
  it.each(premadeTemplates.map((template) => [template.type, template] as const))(
    '%s carries no image mail clients do not show',
    (_type, template) => {
      const sources = imageSources(renderDesign(template.design));
      expect(sources.filter((src) => !showable(src))).toEqual([]);
      expect(renderDesign(template.design)).not.toMatch(/data:/i);
    },
  );

  it('carry no image mail clients do not show, whatever image block is added anywhere (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...premadeTemplates),
        fc.array(fc.tuple(anyImage, fc.nat(), fc.boolean()), { minLength: 1, maxLength: 4 }),
        (template, blocks) => {
          let elements = template.design.elements;
          blocks.forEach(([block, at, inColumn], n) => {
            const element: DesignElement = {
              id: `added-${n}`,
              type: 'image',
              content: block.content,
              settings: {
                ...(block.altText === undefined ? {} : { altText: block.altText }),
                ...(block.url === undefined ? {} : { url: block.url }),
                ...(block.width === undefined ? {} : { width: block.width }),
              },
            };
            const columns = inColumn ? elements.find((e) => e.type === 'columns') : undefined;
            if (inColumn && !columns) {
              const made = createElement('columns');
              elements = [...elements, { ...made, id: `columns-${n}` }];
            }
            const parent = elements.find((e) => e.type === 'columns');
            elements =
              inColumn && parent
                ? insertElement(elements, element, { parentId: parent.id, column: 0, index: 0 })
                : insertElement(elements, element, {
                    parentId: null,
                    column: 0,
                    index: at % (elements.length + 1),
                  });
          });
          const withImages = { ...template.design, elements };
          const html = renderDesign(withImages);
          const sources = imageSources(html);
          // Every image in the message is one mail clients show, and is one of the design's.
          expect(sources.filter((src) => !showable(src))).toEqual([]);
          expect(html).not.toMatch(/src="data:/i);
          const shown = allElements(elements).filter(
            (element) => element.type === 'image' && !imageSourceProblem(element.content),
          );
          expect(sources).toHaveLength(shown.length);
          // And the text part writes out only those.
          const left = allElements(elements).filter(
            (element) => element.type === 'image' && imageSourceProblem(element.content),
          );
          for (const element of left) {
            const alt = element.settings.altText?.trim();
            if (alt && !shown.some((s) => s.settings.altText?.includes(alt)))
              expect(renderPlainText(withImages)).not.toContain(`[${alt}]`);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
