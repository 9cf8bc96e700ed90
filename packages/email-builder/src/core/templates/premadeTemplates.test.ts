import { describe, expect, it } from 'vitest';
import { PREMADE_TEMPLATE_TYPES } from '../constants';
import { parseDesign } from '../parseDesign';
import { renderDesign } from '../renderDesign';
import { premadeTemplates } from './premadeTemplates';
import { welcomeTemplate } from './welcomeTemplate';

describe('premadeTemplates', () => {
  it('has one template per non-custom type, in order', () => {
    expect(premadeTemplates.map((template) => template.type)).toEqual([...PREMADE_TEMPLATE_TYPES]);
  });

  it.each(premadeTemplates.map((template) => [template.type, template] as const))(
    '%s has a name, a subject and a design that parses and renders',
    (_type, template) => {
      expect(template.name).not.toBe('');
      expect(template.subject).not.toBe('');
      const design = parseDesign(template.design);
      expect(design.elements.length).toBeGreaterThan(2);
      const html = renderDesign(design, { title: template.subject });
      for (const element of design.elements) {
        if (element.type === 'header')
          expect(html).toContain(element.content.replace(/'/g, '&#39;'));
      }
    },
  );

  it('are written with the pre-made setting names (textAlign, paddingTop...)', () => {
    const raw = welcomeTemplate.design.elements.map((element) => element.settings ?? {});
    expect(raw.some((settings) => 'textAlign' in settings)).toBe(true);
    expect(raw.some((settings) => 'paddingTop' in settings)).toBe(true);
  });

  it.each(premadeTemplates.map((template) => [template.type, template] as const))(
    '%s is exported normalised, ready for renderDesign without parseDesign',
    (_type, template) => {
      expect(parseDesign(template.design)).toEqual(template.design);
      for (const element of template.design.elements) {
        expect(Object.keys(element.settings)).not.toContain('textAlign');
        expect(Object.keys(element.settings)).not.toContain('paddingTop');
      }
      expect(renderDesign(template.design)).toBe(renderDesign(parseDesign(template.design)));
    },
  );

  it('keeps each template id unique across templates', () => {
    const ids = premadeTemplates.flatMap((template) =>
      template.design.elements.map((element) => element.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
