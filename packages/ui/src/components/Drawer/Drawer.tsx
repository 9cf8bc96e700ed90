import { Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Drawer.css';

export type DrawerProps = ModalOverlayProps;

/**
 * A modal panel along the right edge over a dimmed backdrop (a phone's menu). Put a `Dialog` in
 * it; control it with `isOpen` / `onOpenChange`, or place it in a `DialogTrigger`. A press outside
 * or Escape closes it.
 */
export function Drawer({ isDismissable = true, className, children, ...props }: DrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={composeClassName(styles.drawer, className)}>{children}</Modal>
    </ModalOverlay>
  );
}
