import { useContext } from 'react';
import {
  Button,
  Collection,
  Cell as RACCell,
  Column as RACColumn,
  composeRenderProps,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  TableLoadMoreItem,
  TableStateContext,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button as TextButton } from '../Button/Button';
import { ChevronUpIcon, MoreHorizontalIcon } from '../Icon/Icon';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu/Menu';
import { Spinner } from '../Spinner/Spinner';
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
  /**
   * Called when the user scrolls near the end of `items`: fetch the next page. Leave it undefined
   * on the last page. Needs `items` and a render function, in a `VirtualTable`.
   * @default undefined
   */
  onLoadMore?: () => void;
  /**
   * Whether the next page is being fetched: a spinner row shows at the end.
   * @default false
   */
  isLoadingMore?: boolean;
}

/**
 * The rows of the table. `renderEmptyState` shows when there are no rows; `isLoading` shows
 * skeleton rows instead of the items; with `onLoadMore` the next page loads as the end of the
 * rows scrolls into view (the one way every paged list loads more).
 */
export function TableBody<T extends object>({
  isLoading = false,
  loadingRowCount = 5,
  onLoadMore,
  isLoadingMore = false,
  items,
  dependencies,
  children,
  renderEmptyState,
  className,
  ...props
}: TableBodyProps<T>) {
  const emptyState = isLoading ? () => <SkeletonRows count={loadingRowCount} /> : renderEmptyState;
  const bodyClassName = composeClassName(styles.body, className);
  if (onLoadMore && typeof children === 'function') {
    return (
      <RACTableBody {...props} renderEmptyState={emptyState} className={bodyClassName}>
        <Collection items={isLoading ? [] : items} dependencies={dependencies}>
          {children}
        </Collection>
        {!isLoading && <TableLoadMore isLoading={isLoadingMore} onLoadMore={onLoadMore} />}
      </RACTableBody>
    );
  }
  return (
    <RACTableBody
      {...props}
      items={isLoading ? [] : items}
      dependencies={dependencies}
      renderEmptyState={emptyState}
      className={bodyClassName}
    >
      {isLoading && typeof children !== 'function' ? [] : children}
    </RACTableBody>
  );
}

export interface TableLoadMoreProps {
  /** Called when the user scrolls near the end of the loaded rows. */
  onLoadMore?: () => void;
  /**
   * Whether a further page is being fetched; shows a spinner row.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The accessible name of the spinner.
   * @default 'Loading more'
   */
  label?: string;
}

/**
 * The last child of a `TableBody` whose rows are not given as `items` (a windowed table's):
 * calls `onLoadMore` near the end of the loaded rows and shows a spinner row while `isLoading`.
 * A `TableBody` with `items` takes `onLoadMore` itself.
 */
export function TableLoadMore({
  isLoading = false,
  label = 'Loading more',
  onLoadMore,
}: TableLoadMoreProps) {
  return (
    <TableLoadMoreItem isLoading={isLoading} onLoadMore={onLoadMore} className={styles.loadMore}>
      <Spinner size="sm" aria-label={label} />
    </TableLoadMoreItem>
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

/** One action of a row: what `onAction` receives, and how it reads. */
export interface RowAction<TId extends string = string> {
  id: TId;
  /** The action's name ("Edit"); a button adds the row's name to it ("Edit Spring sale"). */
  label: string;
  /**
   * `destructive` for delete-like actions: red in a menu, after a separator.
   * @default 'default'
   */
  variant?: 'default' | 'destructive';
}

/** How row actions show: a "more" button's menu, or a button each. */
export const rowActionDisplays = ['menu', 'buttons'] as const;
export type RowActionDisplay = (typeof rowActionDisplays)[number];

export interface RowActionsProps<TId extends string> {
  /** The row's name, for assistive technology: "Actions for {rowLabel}", "Edit {rowLabel}". */
  rowLabel: string;
  /** The actions of this row, in order. */
  actions: readonly RowAction<TId>[];
  /** Called with the `id` of the chosen action. */
  onAction: (id: TId) => void;
  /**
   * `menu` (a "more" button, for a table's actions column) or `buttons` (a card's own buttons).
   * @default 'menu'
   */
  display?: RowActionDisplay;
}

/**
 * The one way a row (or card) offers its actions: a list of `{ id, label }` and one `onAction`.
 * In a menu, destructive actions come last after a separator; as buttons, each is named with the
 * row ("Delete Spring sale").
 */
export function RowActions<TId extends string>({
  rowLabel,
  actions,
  onAction,
  display = 'menu',
}: RowActionsProps<TId>) {
  if (display === 'buttons') {
    return (
      <div className={styles.rowActionButtons}>
        {actions.map((action) => (
          <TextButton
            key={action.id}
            variant={action.variant === 'destructive' ? 'ghost' : 'secondary'}
            size="sm"
            aria-label={`${action.label} ${rowLabel}`}
            onPress={() => onAction(action.id)}
          >
            {action.label}
          </TextButton>
        ))}
      </div>
    );
  }
  const firstDestructive = actions.findIndex((action) => action.variant === 'destructive');
  return (
    <MenuTrigger>
      <Button aria-label={`Actions for ${rowLabel}`} className={styles.rowActionsButton}>
        <MoreHorizontalIcon className={styles.rowActionsIcon} />
      </Button>
      <Menu onAction={(key) => onAction(String(key) as TId)} placement="bottom end">
        {actions.flatMap((action, index) => [
          ...(index === firstDestructive && index > 0 ? [<MenuSeparator key="separator" />] : []),
          <MenuItem key={action.id} id={action.id} variant={action.variant ?? 'default'}>
            {action.label}
          </MenuItem>,
        ])}
      </Menu>
    </MenuTrigger>
  );
}

export type { TableProps, TableHeaderProps, ColumnProps, RowProps, CellProps };
