import { useContext, type ReactNode } from 'react';
import {
  Button,
  Cell as RACCell,
  Column as RACColumn,
  composeRenderProps,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableStateContext,
  type CellProps,
  type ColumnProps,
  type Key,
  type RowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ChevronUpIcon, MoreHorizontalIcon } from '../Icon/Icon';
import { Menu, MenuTrigger } from '../Menu/Menu';
import { composeClassName } from '../../styles/classNames';
import * as styles from './Table.css';

/** A table of rows and columns with keyboard navigation, sorting and selection (RAC Table). */
export function Table({ className, ...props }: TableProps) {
  return <RACTable {...props} className={composeClassName(styles.table, className)} />;
}

/** The row of column headers. */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <RACTableHeader {...props} className={composeClassName(styles.header, className)} />;
}

const SortIcon = ({ direction }: { direction?: string }) => (
  <ChevronUpIcon className={styles.sortIcon} data-direction={direction} />
);

/** A column header; with `allowsSorting` it shows the sort direction. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={composeClassName(styles.column, className)}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {content}
          {allowsSorting && sortDirection && <SortIcon direction={sortDirection} />}
        </span>
      ))}
    </RACColumn>
  );
}

function SkeletonRows({ count }: { count: number }) {
  const columns = useContext(TableStateContext)?.collection.columnCount ?? 3;
  return (
    <div aria-busy="true" aria-label="Loading" role="status">
      {Array.from({ length: count }, (_, r) => (
        <div
          key={r}
          className={styles.skeletonRow}
          data-skeleton-row=""
          aria-busy="true"
          style={assignInlineVars({ [styles.columnCount]: String(columns) })}
        >
          {Array.from({ length: columns }, (_, c) => (
            <span key={c} className={styles.skeletonBar} />
          ))}
        </div>
      ))}
    </div>
  );
}

export interface TableBodyProps<T extends object> extends RACTableBodyProps<T> {
  /**
   * Shows placeholder rows (marked `aria-busy`) instead of the items while data loads.
   * @default false
   */
  isLoading?: boolean;
  /**
   * How many placeholder rows to show while loading.
   * @default 5
   */
  loadingRowCount?: number;
}

/**
 * The rows of the table. `renderEmptyState` shows when there are no rows; `isLoading` shows
 * skeleton rows instead of the items.
 */
export function TableBody<T extends object>({
  isLoading = false,
  loadingRowCount = 5,
  items,
  children,
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      items={isLoading ? [] : items}
      renderEmptyState={
        isLoading ? () => <SkeletonRows count={loadingRowCount} /> : renderEmptyState
      }
      className={composeClassName(styles.body, className)}
    >
      {isLoading && typeof children !== 'function' ? [] : children}
    </RACTableBody>
  );
}

/** One row; with `onAction` the whole row is pressable. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <RACRow {...props} className={composeClassName(styles.row, className)} />;
}

/** One cell of a row. */
export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={composeClassName(styles.cell, className)} />;
}

export interface RowActionsProps {
  /**
   * The accessible name of the "more" button; name the row in it ("Actions for Jane Cooper").
   * @default 'Row actions'
   */
  'aria-label'?: string;
  /**
   * Called with the `id` of the chosen item.
   * @default undefined
   */
  onAction?: (key: Key) => void;
  /** The MenuItems of the menu. */
  children: ReactNode;
}

/** A "more" button in a cell that opens a menu of row actions (edit, delete...). */
export function RowActions({
  'aria-label': ariaLabel = 'Row actions',
  onAction,
  children,
}: RowActionsProps) {
  return (
    <MenuTrigger>
      <Button aria-label={ariaLabel} className={styles.rowActionsButton}>
        <MoreHorizontalIcon className={styles.rowActionsIcon} />
      </Button>
      <Menu onAction={onAction} placement="bottom end">
        {children}
      </Menu>
    </MenuTrigger>
  );
}

export type { TableProps, TableHeaderProps, ColumnProps, RowProps, CellProps };
