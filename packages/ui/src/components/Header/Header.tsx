import type { ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The page title. */
  title: ReactNode;
  /**
   * A line under the title.
   * @default undefined
   */
  subtitle?: ReactNode;
  /**
   * Controls on the right: buttons, the theme toggle, the avatar menu.
   * @default undefined
   */
  actions?: ReactNode;
  /**
   * The heading level of the title.
   * @default 1
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * Extra class name for the root.
   * @default undefined
   */
  className?: string;
}

/** The top of a page: its title and subtitle, and a slot for actions. */
export function Header({ title, subtitle, actions, headingLevel = 1, className }: HeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.titles}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
