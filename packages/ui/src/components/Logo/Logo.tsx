import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Logo.css';

export const logoSizes = ['sm', 'md', 'lg'] as const;
export type LogoSize = (typeof logoSizes)[number];

/** The product name the logo stands for. */
export const PRODUCT_NAME = 'Beacon CRM';

export interface LogoProps extends Omit<AriaLinkProps, 'children'> {
  /**
   * The diameter: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: LogoSize;
  /**
   * Where the logo leads.
   * @default '/'
   */
  href?: string;
  /**
   * The accessible name of the link.
   * @default 'Beacon CRM home'
   */
  'aria-label'?: string;
}

/** The round Beacon CRM mark, linking home. */
export function Logo({
  size = 'md',
  href = '/',
  'aria-label': ariaLabel = `${PRODUCT_NAME} home`,
  className,
  ...props
}: LogoProps) {
  return (
    <AriaLink
      {...props}
      href={href}
      aria-label={ariaLabel}
      className={composeClassName(styles.logo({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle className={styles.disc} cx="24" cy="24" r="24" />
        {/* A beacon: a light on a tower sending out two beams. */}
        <circle className={styles.mark} cx="24" cy="19" r="4" />
        <path className={styles.mark} d="M21 25h6l2 12H19Z" />
        <path
          className={styles.mark}
          d="M14 12a14 14 0 0 0 0 14M34 12a14 14 0 0 1 0 14"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
    </AriaLink>
  );
}
