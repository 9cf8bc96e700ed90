import { ELEMENT_DEFAULTS } from './defaults';
import { columnCount, type DesignElement, type ElementType } from './schema';

let lastTimestamp = 0;

/**
 * A new element with the spec's defaults. Its id is the type plus a timestamp; two elements made in
 * the same millisecond get consecutive timestamps, so ids never collide.
 */
export function createElement(type: ElementType): DesignElement {
  const timestamp = Math.max(Date.now(), lastTimestamp + 1);
  lastTimestamp = timestamp;
  const defaults = ELEMENT_DEFAULTS[type];
  const element: DesignElement = {
    id: `${type}-${timestamp}`,
    type,
    content: defaults.content,
    settings: { ...defaults.settings },
  };
  if (type === 'columns') {
    element.columns = Array.from({ length: columnCount(defaults.settings.layout) }, () => ({
      elements: [],
    }));
  }
  return element;
}
