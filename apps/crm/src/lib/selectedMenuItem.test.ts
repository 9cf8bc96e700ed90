import { describe, expect, it } from 'vitest';
import { menuSelectionTarget } from './selectedMenuItem';

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
    expect(menuSelectionTarget({ section: 'Products', item: 'Mobile App' })).toBe('/dashboard');
    expect(menuSelectionTarget({ section: 'Solutions', item: 'Analytics' })).toBe('/dashboard');
    expect(menuSelectionTarget({ section: 'Resources', item: 'Blog' })).toBe('/dashboard');
    expect(menuSelectionTarget(null)).toBe('/dashboard');
  });
});
