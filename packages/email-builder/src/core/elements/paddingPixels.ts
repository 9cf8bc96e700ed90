import { ValueCache } from './valueCache';

// Paddings repeat across elements; their pixel sums are looked up rather than parsed every time.
const paddingPixels = new ValueCache((padding: string): [horizontal: number, vertical: number] => {
  const parts = padding
    .split(' ')
    .map((part) => (part.endsWith('px') ? Number.parseFloat(part) : 0));
  const [top = 0, right = top, bottom = top, left = right] = parts;
  return [right + left, top + bottom];
});

/** Horizontal padding in pixels of a padding shorthand (left + right). */
export function horizontalPadding(padding: string): number {
  return paddingPixels.get(padding)[0];
}

/** Vertical padding in pixels of a padding shorthand (top + bottom). */
export function verticalPadding(padding: string): number {
  return paddingPixels.get(padding)[1];
}
