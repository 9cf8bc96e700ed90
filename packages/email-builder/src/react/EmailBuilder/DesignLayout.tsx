import type { ReactNode } from 'react';
import * as styles from './DesignLayout.css';

export interface DesignLayoutProps {
  /** The canvas, on the left. */
  canvas: ReactNode;
  /** The settings side, on the right. */
  side: ReactNode;
}

/** The Design tab's two columns; they stack on narrow containers. */
export function DesignLayout({ canvas, side }: DesignLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.canvas}>{canvas}</div>
      <div className={styles.side}>{side}</div>
    </div>
  );
}
