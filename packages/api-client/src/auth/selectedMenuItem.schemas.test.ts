import { describe, expect, it } from 'vitest';
import { parseSelectedMenuItem } from './selectedMenuItem.schemas';

describe('parseSelectedMenuItem', () => {
  it('reads { section, item } and drops other keys', () => {
    expect(
      parseSelectedMenuItem('{"section":"Products","item":"Contact Management","x":1}'),
    ).toEqual({ section: 'Products', item: 'Contact Management' });
  });
  it.each([null, '', 'not json', '[]', '{"section":"Products"}', '{"section":1,"item":"x"}'])(
    '%j reads as no selection',
    (raw) => {
      expect(parseSelectedMenuItem(raw)).toBeNull();
    },
  );
});
