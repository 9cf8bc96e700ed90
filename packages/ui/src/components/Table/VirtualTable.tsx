import { TableLayout, Virtualizer } from 'react-aria-components';
import { Table, type TableProps } from './Table';
import { composeClassName } from '../../styles/classNames';
import * as styles from './VirtualTable.css';

export interface VirtualTableProps extends TableProps {
  /**
   * The fixed height of a body row in px; rows are laid out, not measured, so any number of them
   * scrolls with a bounded number in the DOM.
   * @default 52
   */
  rowHeight?: number;
  /**
   * The height of the header row in px.
   * @default 40
   */
  headingHeight?: number;
  /**
   * The height of the "loading more" row in px.
   * @default 52
   */
  loaderHeight?: number;
}

/**
 * A Table that renders only the rows in view (RAC `Virtualizer` with `TableLayout`). It is its own
 * scroll container: give it a height (through `className` or `style`). Give its
 * `TableBody` `onLoadMore` to fetch further pages as the user scrolls.
 */
export function VirtualTable({
  rowHeight = 52,
  headingHeight = 40,
  loaderHeight = 52,
  className,
  ...props
}: VirtualTableProps) {
  return (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight, loaderHeight }}>
      <Table {...props} className={composeClassName(styles.virtualTable, className)} />
    </Virtualizer>
  );
}
