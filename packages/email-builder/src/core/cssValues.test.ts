import { describe, expect, it } from 'vitest';
import {
  contentWidthPixels,
  isCssBorder,
  isCssColor,
  isCssFontFamily,
  isCssFontSize,
  isCssLength,
  pixelsOf,
  toPixels,
} from './cssValues';

describe('CSS value grammars', () => {
  it('accepts lengths and shorthands up to the allowed parts', () => {
    for (const value of ['0', '16px', '1.5em', '2rem', '100%', '12pt', 'auto'])
      expect(isCssLength(value)).toBe(true);
    expect(isCssLength('10px 20px', 2)).toBe(true);
    expect(isCssLength('10px 20px')).toBe(false);
    expect(isCssLength('1px 2px 3px 4px', 4)).toBe(true);
  });

  it.each(['-1px', '16', 'calc(1px)', '1px;x:y', '1px!important', 'expression(1)', '10px"', ''])(
    'rejects the length %j',
    (value) => expect(isCssLength(value, 4)).toBe(false),
  );

  it('accepts colours and rejects anything that is not one', () => {
    for (const value of [
      '#fff',
      '#FFFFFF',
      '#ffffff80',
      'rgb(1,2,3)',
      'rgba(1, 2, 3, .5)',
      'hsl(1 2% 3% / 50%)',
      'red',
      'transparent',
    ]) {
      expect(isCssColor(value)).toBe(true);
    }
    for (const value of [
      '#ggg',
      'red;x:y',
      'url(x)',
      'var(--x)',
      'expression(alert(1))',
      'rgb(1,2,3);',
      '',
      'banana',
      'inherit',
      'currentcolor',
    ]) {
      expect(isCssColor(value)).toBe(false);
    }
    expect(isCssColor('RebeccaPurple')).toBe(true);
  });

  it('accepts font sizes that are a positive length', () => {
    for (const value of ['16px', '1.2em', '110%', '12pt']) expect(isCssFontSize(value)).toBe(true);
    for (const value of ['auto', '0', '0px', '16', '-1px', '1px 2px'])
      expect(isCssFontSize(value)).toBe(false);
  });

  it('accepts content widths in pixels within the limits only', () => {
    expect(contentWidthPixels('600px')).toBe(600);
    expect(contentWidthPixels('200px')).toBe(200);
    for (const value of ['10px', '199px', '1201px', '40em', '100%', 'auto'])
      expect(contentWidthPixels(value)).toBeUndefined();
  });

  it('accepts font stacks without CSS punctuation', () => {
    expect(isCssFontFamily("'Times New Roman', serif")).toBe(true);
    expect(isCssFontFamily('"Courier New",monospace')).toBe(true);
    expect(isCssFontFamily('Trebuchet MS, sans-serif')).toBe(true);
    // An unpaired quote opens a CSS string that would swallow the declarations after it.
    for (const value of ['Arial, "x', "'Times New Roman, serif", 'Arial, \'x"', "'a'b'", "''"])
      expect(isCssFontFamily(value), value).toBe(false);
    expect(isCssFontFamily('Arial;x:y')).toBe(false);
    expect(isCssFontFamily('Arial</style>')).toBe(false);
    expect(isCssFontFamily('  ')).toBe(false);
  });

  it('accepts border shorthands of width, style and colour only', () => {
    for (const value of ['none', '1px solid #ddd', 'solid 2px rgb(0, 0, 0)', 'dashed red'])
      expect(isCssBorder(value)).toBe(true);
    for (const value of [
      '1px solid url(x)',
      '1px solid red blue green',
      '1px;x:y',
      'expression(1)',
    ]) {
      expect(isCssBorder(value)).toBe(false);
    }
  });

  it('writes bare numbers as pixels', () => {
    expect(toPixels(24)).toBe('24px');
    expect(toPixels('10 20')).toBe('10px 20px');
    expect(toPixels('0 5%')).toBe('0 5%');
    expect(pixelsOf('640px', 600)).toBe(640);
    expect(pixelsOf('100%', 600)).toBe(600);
  });
});
