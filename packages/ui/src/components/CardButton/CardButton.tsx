import { Button, type ButtonProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './CardButton.css';

/** The padding a card button comes in. */
export const cardButtonSizes = ['sm', 'md'] as const;
export type CardButtonSize = (typeof cardButtonSizes)[number];

export interface CardButtonProps extends ButtonProps {
  /**
   * The padding: `sm` for a card with a picture, `md` for lines of text.
   * @default 'md'
   */
  size?: CardButtonSize;
}

/**
 * A card that is one button: a choice among several shown as cards (a design with its preview, a
 * template with its subject). Its whole text names it, so the first line should say which.
 */
export function CardButton({ size = 'md', className, ...props }: CardButtonProps) {
  return <Button {...props} className={composeClassName(styles.cardButton({ size }), className)} />;
}
