import type { DesignElement, ElementType } from '../core/schema';

/** How the builder names each element type. */
export const ELEMENT_LABELS: Record<ElementType, string> = {
  header: 'Header',
  text: 'Text',
  image: 'Image',
  button: 'Button',
  divider: 'Divider',
  spacer: 'Spacer',
  columns: 'Columns',
};

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
};

/** A short name for an element, for screen-reader announcements and labels: `Header "Welcome"`. */
export function describeElement(
  element: DesignElement,
  labels: Record<ElementType, string> = ELEMENT_LABELS,
): string {
  const label = labels[element.type];
  if (element.type === 'image') {
    return element.settings.altText ? `${label} "${excerpt(element.settings.altText)}"` : label;
  }
  const text = excerpt(element.content);
  return text ? `${label} "${text}"` : label;
}
