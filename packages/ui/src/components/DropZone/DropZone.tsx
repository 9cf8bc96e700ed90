import {
  composeRenderProps,
  DropZone as RACDropZone,
  Text,
  type DropItem,
  type DropZoneProps as RACDropZoneProps,
  type TextProps,
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
 * items. Put a `DropZoneLabel` and a FileTrigger inside for users who cannot drag.
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

export type DropZoneLabelProps = Omit<TextProps, 'slot'>;

/** The text inside a `DropZone` that names it for assistive technology ("Drop a CSV file here"). */
export function DropZoneLabel(props: DropZoneLabelProps) {
  return <Text {...props} slot="label" />;
}

export type { DropItem };
