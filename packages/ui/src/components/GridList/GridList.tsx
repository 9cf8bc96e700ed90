import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  type GridListItemProps,
  type GridListProps,
} from 'react-aria-components';
import { composeClassName } from '../../styles/classNames';
import * as styles from './GridList.css';

/**
 * A list of rows to choose among, with the arrow keys or a press (RAC GridList): a master list
 * beside the detail of the chosen row. It scrolls when given a height.
 */
export function GridList<T extends object>({ className, ...props }: GridListProps<T>) {
  return <RACGridList {...props} className={composeClassName(styles.list, className)} />;
}

/** One row of a `GridList`; give it a `textValue` when its content is not plain text. */
export function GridListItem<T extends object>({ className, ...props }: GridListItemProps<T>) {
  return <RACGridListItem {...props} className={composeClassName(styles.item, className)} />;
}

export type { GridListProps, GridListItemProps };
