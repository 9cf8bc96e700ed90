import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** How much room an empty state takes. */
export const emptyStateSizes = ['sm', 'md', 'lg'] as const;
export type EmptyStateSize = (typeof emptyStateSizes)[number];

export interface EmptyStateProps {
  /** What is missing ("No contacts yet"). */
  title: ReactNode;
  /**
   * What the user can do about it.
   * @default undefined
   */
  hint?: ReactNode;
  /**
   * A call to action, usually a Button.
   * @default undefined
   */
  action?: ReactNode;
  /**
   * A decorative icon above the title (hidden from assistive technology).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * The heading level of the title; without one the title is plain bold text.
   * @default undefined
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The padding around the content: sm inside tables, md in cards, lg for whole pages.
   * @default 'md'
   */
  size?: EmptyStateSize;
  /**
   * Extra class name for the root.
   * @default undefined
   */
  className?: string;
}

/** Says that a list or page has nothing to show yet, why, and what to do next. */
export function EmptyState({
  title,
  hint,
  action,
  icon,
  headingLevel,
  size = 'md',
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      {icon && (
        <span aria-hidden="true" className={styles.icon}>
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
