import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_STYLE, defaultDesign, defaultTemplateDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { renderDesign } from './renderDesign';

describe('default designs', () => {
  it('renders a design without a style of its own in the builder style of spec 9', () => {
    const stored = { elements: [{ id: 't', type: 'text', content: 'Hi', settings: {} }] };
    const html = renderDesign(parseDesign(JSON.stringify(stored)));
    // What a recipient sees: the page, the 600 px column and the text, as spec 9 lists them.
    expect(html).toContain(
      '<body class="eb-page" style="margin:0;padding:0;background-color:#f5f5f5;">',
    );
    expect(html).toContain('max-width:600px;');
    expect(html).toContain('font-family:Arial, sans-serif;font-size:16px;color:#333333;');
  });

  it('starts the builder with a headline, a welcome text and a Learn More button', () => {
    expect(defaultDesign.elements.map((element) => element.type)).toEqual([
      'header',
      'text',
      'button',
    ]);
    expect(defaultDesign.elements[2]?.content).toBe('Learn More');
    expect(defaultDesign.style).toEqual(DEFAULT_EMAIL_STYLE);
  });

  it("starts the templates page with 'Your Email Header' and a text block", () => {
    expect(defaultTemplateDesign.elements).toEqual([
      expect.objectContaining({
        type: 'header',
        content: 'Your Email Header',
        settings: { color: '#333333', fontSize: '24px', alignment: 'center', padding: '20px' },
      }),
      expect.objectContaining({
        type: 'text',
        settings: { color: '#666666', fontSize: '16px', alignment: 'left', padding: '10px' },
      }),
    ]);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(defaultDesign.elements[0]?.settings)).toBe(true);
    expect(Object.isFrozen(defaultTemplateDesign.elements)).toBe(true);
  });
});
