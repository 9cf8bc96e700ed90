import { forwardRef } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import { SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  /**
   * The visual weight: `primary` for the main action, `destructive` for irreversible ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * The height and padding.
   * @default 'md'
   */
  size?: ButtonSize;
}

/**
 * A button on RAC's `Button`: `onPress` for mouse, touch and keyboard alike. An icon-only button
 * needs an `aria-label`. `isPending` shows a spinner and keeps focus while blocking presses.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, children, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={composeClassName(styles.button({ variant, size }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <SpinnerGlyph size="sm" />}
          {content}
        </>
      ))}
    </AriaButton>
  );
});
