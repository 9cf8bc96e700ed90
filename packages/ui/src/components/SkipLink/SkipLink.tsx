import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element that receives focus: the page's `main`, given `tabIndex={-1}`. */
  targetId: string;
  /**
   * The link's text.
   * @default 'Skip to content'
   */
  children?: string;
}

/**
 * The first tab stop of a page with navigation before its content: hidden until focused, it moves
 * focus past the navigation to the content (WCAG 2.4.1). Focus is moved by script, so the URL
 * keeps no `#hash` and a client-side router is not involved.
 */
export function SkipLink({ targetId, children = 'Skip to content' }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={skip}>
      {children}
    </a>
  );
}
