export const INVALID_HEX_MESSAGE = 'Please enter a valid hex color (e.g., #ff0000)';

const HEX_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#` followed by exactly 3 or 6 hex digits (spec section 5, "Hex colour"). */
export function isValidHex(value: string): boolean {
  return HEX_PATTERN.test(value);
}

/**
 * Normalises a valid hex colour to lowercase `#rrggbb`.
 * @throws Error with the spec's message 'Please enter a valid hex color (e.g., #ff0000)'.
 */
export function parseHex(value: string): string {
  if (!isValidHex(value)) throw new Error(INVALID_HEX_MESSAGE);
  const digits = value.slice(1).toLowerCase();
  return digits.length === 3
    ? `#${digits[0]}${digits[0]}${digits[1]}${digits[1]}${digits[2]}${digits[2]}`
    : `#${digits}`;
}
