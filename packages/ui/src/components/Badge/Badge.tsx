import type { HTMLAttributes } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'blue', 'green', 'grey', 'red', 'yellow'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The colour family: statuses map to tones (e.g. active green, lost red).
   * @default 'neutral'
   */
  tone?: BadgeTone;
}

/** A short status or category label. Its text carries the meaning; the colour only reinforces it. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  const own = styles.badge({ tone });
  return <span {...props} className={className ? `${own} ${className}` : own} />;
}
