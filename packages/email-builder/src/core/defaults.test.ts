import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_STYLE, defaultDesign, defaultTemplateDesign } from './defaults';

describe('default designs', () => {
  it('uses the builder style of spec 9', () => {
    expect(DEFAULT_EMAIL_STYLE).toEqual({
      backgroundColor: '#f5f5f5',
      fontFamily: 'Arial, sans-serif',
      fontSize: '16px',
      contentWidth: '600px',
      textColor: '#333333',
    });
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
