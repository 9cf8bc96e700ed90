import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` is underlined for use inside text; `standalone` is bolder and underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
}

/** A link on RAC's `Link`: client-side navigation through RAC's RouterProvider when one is set. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={composeClassName(styles.link({ variant }), className)} />;
}
