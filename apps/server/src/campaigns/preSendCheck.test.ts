import { describe, expect, it } from 'vitest';
import { looksLikePostalAddress } from './preSendCheck';

describe('looksLikePostalAddress', () => {
  it.each([
    '12 Main Street, Springfield, IL 62701',
    '1600 Amphitheatre Pkwy, Mountain View',
    'PO Box 4521, Austin',
    "Rosie's Bakery, 221B Baker St., London NW1 6XE",
    'Calle Mayor 5, 28013 Madrid',
    'Rue de Rivoli 12, Paris',
    'Unit 4, 300 Front St W, Toronto, ON M5V 0E9',
  ])('recognises %s', (text) => {
    expect(looksLikePostalAddress(text)).toBe(true);
  });

  it.each([
    'Our spring sale ends on 12 May.',
    'Call us on 555 1234 or reply to this email.',
    'Thanks for 2026, see you next year!',
    'You receive this email because you are on our list. Unsubscribe',
  ])('does not take %s for an address', (text) => {
    expect(looksLikePostalAddress(text)).toBe(false);
  });
});
