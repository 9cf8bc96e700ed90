import {
  composeRenderProps,
  DropZone as RACDropZone,
  type DropZoneProps as RACDropZoneProps,
} from 'react-aria-components';
import * as styles from './DropZone.css';

/** How much room a drop zone takes. */
export const dropZoneSizes = ['sm', 'md', 'lg'] as const;
export type DropZoneSize = (typeof dropZoneSizes)[number];

export interface DropZoneProps extends RACDropZoneProps {
  /**
   * The padding around the content.
   * @default 'md'
   */
  size?: DropZoneSize;
}

/**
 * An area files can be dropped on (or pasted into with the keyboard); `onDrop` receives the
 * items. Put a `Text slot="label"` and a FileTrigger inside for users who cannot drag.
 */
export function DropZone({ size = 'md', className, ...props }: DropZoneProps) {
  return (
    <RACDropZone
      {...props}
      className={composeRenderProps(className, (c) =>
        [styles.dropZone({ size }), c].filter(Boolean).join(' '),
      )}
    />
  );
}
