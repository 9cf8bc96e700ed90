import type { ReactNode } from 'react';
import { Logo } from '@crm/ui';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The card's heading. */
  title: string;
  /**
   * A line under the heading.
   * @default undefined
   */
  subtitle?: ReactNode;
  /** The form. */
  children: ReactNode;
  /**
   * A line under the form (e.g. a link to the other auth page).
   * @default undefined
   */
  footer?: ReactNode;
}

/** A centred card with the logo, used by the sign-in, registration and password pages. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.top}>
          <Logo size="lg" />
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </div>
    </main>
  );
}
