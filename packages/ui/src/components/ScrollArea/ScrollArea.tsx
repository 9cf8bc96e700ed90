import type { CSSProperties, ReactNode } from 'react';
import * as styles from './ScrollArea.css';

/** The directions a scroll area scrolls in. */
export const scrollAreaOrientations = ['vertical', 'horizontal', 'both'] as const;
export type ScrollAreaOrientation = (typeof scrollAreaOrientations)[number];

export interface ScrollAreaProps {
  /** The content that may overflow. */
  children: ReactNode;
  /**
   * Names the region; a scroll area is focusable (so keyboard users can scroll it), and a
   * focusable region needs a name.
   */
  'aria-label': string;
  /**
   * The directions it scrolls in.
   * @default 'vertical'
   */
  orientation?: ScrollAreaOrientation;
  /**
   * Extra class name (set the height or max-height here).
   * @default undefined
   */
  className?: string;
  /**
   * Inline style (e.g. a `maxHeight`).
   * @default undefined
   */
  style?: CSSProperties;
}

/**
 * A region that scrolls its overflowing content with a thin themed scrollbar. It takes keyboard
 * focus so arrow keys and Page Up/Down scroll it.
 */
export function ScrollArea({
  children,
  'aria-label': ariaLabel,
  orientation = 'vertical',
  className,
  style,
}: ScrollAreaProps) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      // Keyboard users must be able to reach and scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
      tabIndex={0}
      data-orientation={orientation}
      className={[styles.scrollArea({ orientation }), className].filter(Boolean).join(' ')}
      style={style}
    >
      {children}
    </div>
  );
}
