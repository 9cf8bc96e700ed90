import { describe, expect, it } from 'vitest';
import { menuSelectionTarget, parseMenuSelection } from './selectedMenuItem';

describe('parseMenuSelection', () => {
  it('reads { section, item } and drops other keys', () => {
    expect(parseMenuSelection('{"section":"Products","item":"Contact Management","x":1}')).toEqual({
      section: 'Products',
      item: 'Contact Management',
    });
  });
  it.each([null, '', 'not json', '[]', '{"section":"Products"}', '{"section":1,"item":"x"}'])(
    '%j reads as no selection',
    (raw) => {
      expect(parseMenuSelection(raw)).toBeNull();
    },
  );
});

describe('menuSelectionTarget', () => {
  it('sends three Products items to their screens', () => {
    expect(menuSelectionTarget({ section: 'Products', item: 'Contact Management' })).toBe(
      '/contacts',
    );
    expect(menuSelectionTarget({ section: 'Products', item: 'Email Campaigns' })).toBe(
      '/campaigns',
    );
    expect(menuSelectionTarget({ section: 'Products', item: 'Analytics' })).toBe('/analytics');
  });

  it('sends every other choice, and none, to the dashboard', () => {
    expect(menuSelectionTarget({ section: 'Products', item: 'Lead Forms' })).toBe('/dashboard');
    expect(menuSelectionTarget({ section: 'Solutions', item: 'Analytics' })).toBe('/dashboard');
    expect(menuSelectionTarget({ section: 'Resources', item: 'Blog' })).toBe('/dashboard');
    expect(menuSelectionTarget(null)).toBe('/dashboard');
  });
});
