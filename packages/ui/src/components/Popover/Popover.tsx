import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** The heading of the panel; it names the panel's dialog. */
  title: ReactNode;
  /** The panel's content, or a function of `{ close }` (e.g. to close after following a link). */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A titled panel that opens next to its trigger: place it in a `DialogTrigger` after the button.
 * Not modal: a press outside or Escape closes it, and focus returns to the trigger.
 */
export function Popover({
  title,
  children,
  placement = 'bottom end',
  offset = 8,
  className,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      placement={placement}
      offset={offset}
      className={composeClassName(styles.popover, className)}
    >
      <Dialog className={styles.dialog}>
        {({ close }) => (
          <>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Dialog>
    </RACPopover>
  );
}
