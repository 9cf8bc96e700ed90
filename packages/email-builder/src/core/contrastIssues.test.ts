import { describe, expect, it } from 'vitest';
import { applyPalette } from './applyPalette';
import { contrastIssues } from './contrastIssues';
import { createElement } from './createElement';
import { defaultDesign, defaultTemplateDesign } from './defaults';
import { parseDesign } from './parseDesign';
import { premadeTemplates } from './templates/premadeTemplates';

describe('contrastIssues', () => {
  it('finds nothing wrong with the default designs and the pre-made templates', () => {
    expect(contrastIssues(defaultDesign)).toEqual([]);
    expect(contrastIssues(defaultTemplateDesign)).toEqual([]);
    for (const template of premadeTemplates)
      expect(contrastIssues(parseDesign(template.design))).toEqual([]);
  });

  it('flags text under 4.5 against the email background', () => {
    const text = { ...createElement('text'), id: 'text-x', settings: { color: '#999999' } };
    expect(contrastIssues({ ...defaultDesign, elements: [text] })).toEqual([
      {
        elementId: 'text-x',
        foreground: '#999999',
        background: '#f5f5f5',
        ratio: 2.61,
        required: 4.5,
      },
    ]);
  });

  it('asks 3:1 of large text: 24 px, or bold (headers, buttons) from 18.66 px', () => {
    const grey = '#8a8a8a'; // 3.1:1 on #f5f5f5
    const of = (type: 'header' | 'text' | 'button', fontSize: string) => ({
      ...createElement(type),
      id: `${type}-${fontSize}`,
      settings:
        type === 'button'
          ? { color: grey, backgroundColor: '#f5f5f5', fontSize }
          : { color: grey, fontSize },
    });
    const elements = [
      of('header', '24px'),
      of('header', '20px'),
      of('header', '18px'),
      of('text', '24px'),
      of('text', '20px'),
      of('button', '20px'),
      of('button', '16px'),
      of('header', '1.5em'),
    ];
    const flagged = contrastIssues({ ...defaultDesign, elements }).map((issue) => issue.elementId);
    expect(flagged).toEqual(['header-18px', 'text-20px', 'button-16px']);
    // An explicit minimum is asked of every text.
    expect(contrastIssues({ ...defaultDesign, elements }, 4.5)).toHaveLength(elements.length);
  });

  it("uses the element's own background, and the button's colours", () => {
    const header = {
      ...createElement('header'),
      id: 'h',
      settings: { color: '#ffffff', backgroundColor: '#000000' },
    };
    const button = {
      ...createElement('button'),
      id: 'b',
      settings: { color: '#ffff00', backgroundColor: '#ffffff' },
    };
    expect(
      contrastIssues({ ...defaultDesign, elements: [header, button] }).map(
        (issue) => issue.elementId,
      ),
    ).toEqual(['b']);
  });

  it('follows a palette applied to the design', () => {
    const dark = applyPalette(defaultTemplateDesign, {
      primary: '#93c5fd',
      accent: '#2563eb',
      background: '#111827',
      text: '#f9fafb',
    });
    // The text block takes the palette's text colour rather than keeping its own #666666.
    expect(contrastIssues(dark)).toEqual([]);
    const unreadable = { ...dark, style: { ...dark.style, backgroundColor: '#f9fafb' } };
    expect(contrastIssues(unreadable).map((issue) => issue.elementId)).toEqual([
      'header-1',
      'text-1',
    ]);
  });

  it('mixes see-through text with what is beneath it', () => {
    const faint = { ...createElement('text'), id: 'f', settings: { color: 'rgba(0, 0, 0, 0.05)' } };
    const onWhite = {
      ...defaultDesign,
      style: { ...defaultDesign.style, backgroundColor: '#ffffff' },
    };
    const [issue] = contrastIssues({ ...onWhite, elements: [faint] });
    expect(issue).toMatchObject({ elementId: 'f', foreground: '#f2f2f2', background: '#ffffff' });
    expect(issue!.ratio).toBeLessThan(1.2);
  });

  it('sees the email background through a transparent element background', () => {
    const light = {
      ...createElement('text'),
      id: 'l',
      settings: { color: '#ffffff', backgroundColor: 'transparent' },
    };
    const dark = {
      ...createElement('header'),
      id: 'd',
      settings: { color: '#111111', backgroundColor: 'transparent' },
    };
    const onNavy = {
      ...defaultDesign,
      style: { ...defaultDesign.style, backgroundColor: '#0f172a' },
    };
    expect(contrastIssues({ ...onNavy, elements: [light, dark] })).toEqual([
      expect.objectContaining({ elementId: 'd', background: '#0f172a' }),
    ]);
  });

  it("sees the client's white through a see-through email background", () => {
    const text = { ...createElement('text'), id: 't', settings: { color: '#ffffff' } };
    const glass = { ...defaultDesign.style, backgroundColor: 'rgba(0, 0, 0, 0.1)' };
    expect(contrastIssues({ style: glass, elements: [text] })).toEqual([
      expect.objectContaining({ elementId: 't', background: '#e6e6e6' }),
    ]);
  });

  it('skips empty text and unmeasurable colours', () => {
    const empty = {
      ...createElement('text'),
      id: 'e',
      content: ' ',
      settings: { color: '#f5f5f5' },
    };
    const odd = { ...createElement('text'), id: 'o', settings: { color: 'notacolour' } };
    expect(contrastIssues({ ...defaultDesign, elements: [empty, odd] })).toEqual([]);
  });
});
