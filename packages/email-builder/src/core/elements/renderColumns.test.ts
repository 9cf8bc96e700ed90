import { describe, expect, it } from 'vitest';
import { parseDesign } from '../parseDesign';
import { renderDesign } from '../renderDesign';
import { renderPlainText } from '../renderPlainText';
import { columnShares } from './renderColumns';

const design = (layout: string, padding = '0') =>
  parseDesign({
    elements: [
      {
        id: 'c',
        type: 'columns',
        settings: { layout, padding },
        columns: [
          { elements: [{ id: 'l', type: 'text', content: 'Left' }] },
          {
            elements: [
              { id: 'r', type: 'button', content: 'Right', settings: { url: 'https://r.example' } },
            ],
          },
        ],
      },
    ],
  });

describe('columns', () => {
  it('splits the content width by the layout, side by side in Outlook, stacking below the width', () => {
    const html = renderDesign(design('67/33'));
    // 600px content - 2 x 20px container padding = 560px: 67% is 375px, the rest 185px.
    expect(html).toContain('<!--[if mso]><table role="presentation" width="560"');
    expect(html).toContain(
      '<!--[if mso]><td width="375" valign="top"><![endif]--><div class="eb-column" style="display:inline-block;width:100%;max-width:375px;',
    );
    expect(html).toContain('<td width="185" valign="top">');
    expect(html).toMatch(
      /@media only screen and \(max-width:640px\)\{[^}]*\}?[^@]*\.eb-column\{display:block!important;max-width:100%!important\}/,
    );
    expect(html.indexOf('Left')).toBeLessThan(html.indexOf('Right'));
    // The button's Outlook width is held within its column.
    expect(html).toMatch(/width:(\d+)px;" arcsize/);
    expect(Number(/width:(\d+)px;" arcsize/.exec(html)![1])).toBeLessThanOrEqual(185);
  });

  it('takes its padding off the columns and fills missing columns', () => {
    expect(renderDesign(design('50/50', '0 20px'))).toContain('max-width:260px');
    const three = parseDesign({
      elements: [{ id: 'c', type: 'columns', settings: { layout: '33/33/33' } }],
    });
    expect(three.elements[0]!.columns).toEqual([
      { elements: [] },
      { elements: [] },
      { elements: [] },
    ]);
    expect(renderDesign(three).match(/class="eb-column"/g)).toHaveLength(3);
  });

  it('refuses columns in columns, too many columns and unknown layouts, naming the place', () => {
    const nested = {
      elements: [
        { id: 'c', type: 'columns', columns: [{ elements: [{ id: 'd', type: 'columns' }] }] },
      ],
    };
    expect(() => parseDesign(nested)).toThrow(
      /^elements\[0\]\.columns\[0\]\.elements\[0\]\.type: Columns cannot hold columns/,
    );
    expect(() =>
      parseDesign({
        elements: [
          {
            id: 'c',
            type: 'columns',
            columns: [{ elements: [] }, { elements: [] }, { elements: [] }],
          },
        ],
      }),
    ).toThrow(/Too many columns for layout 50\/50/);
    expect(() =>
      parseDesign({ elements: [{ id: 'c', type: 'columns', settings: { layout: '10/90' } }] }),
    ).toThrow(/layout "10\/90"/);
    expect(() =>
      parseDesign({
        elements: [
          { id: 'x', type: 'text' },
          { id: 'c', type: 'columns', columns: [{ elements: [{ id: 'x', type: 'text' }] }] },
        ],
      }),
    ).toThrow(/^elements\[1\]\.columns\[0\]\.elements\[0\]\.id: Duplicate id "x"/);
  });

  it('skips columns nested in an unchecked design, and reads column after column as text', () => {
    const unchecked = {
      style: {},
      elements: [
        {
          id: 'c',
          type: 'columns',
          settings: {},
          columns: [
            {
              elements: [
                {
                  id: 'd',
                  type: 'columns',
                  columns: [{ elements: [{ id: 't', type: 'text', content: 'deep' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(renderDesign(unchecked as never)).not.toContain('deep');
    expect(renderPlainText(design('50/50'))).toBe('Left\n\nRight: https://r.example\n');
    expect(columnShares('33/33/33')).toEqual([33, 33, 33]);
    expect(columnShares('x')).toEqual([50, 50]);
  });
});
