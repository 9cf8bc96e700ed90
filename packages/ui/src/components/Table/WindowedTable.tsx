import {
  type CSSProperties,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { classNames } from '../../styles/classNames';
import { VirtualTable, type VirtualTableProps } from './VirtualTable';

export type { TableRange } from './tableWindow';
import * as tableStyles from './Table.css';
import { tableGeometry, tableWindow, type TableRange } from './tableWindow';
import * as styles from './WindowedTable.css';

/**
 * The tallest scroll area the table makes (px). Browsers cap an element's height (Chromium about
 * 33.5M px, Firefox about 17.9M): past this the scrollbar maps proportionally to the rows.
 */
export const WINDOWED_TABLE_MAX_SCROLL_HEIGHT = 15_000_000;

export interface WindowedTableProps extends Omit<
  VirtualTableProps,
  'children' | 'style' | 'className'
> {
  /** The class of the scroll container (give it a height here or through `style`). */
  className?: string;
  /** Styles of the scroll container (give it a height here or through `className`). */
  style?: CSSProperties;
  /** How many rows the list has; only the window in view is rendered. */
  total: number;
  /**
   * The header and body for the positions in view: rows for `start` to `end - 1`, in order (a
   * skeleton row where a position has not loaded yet). Called again when the window moves or when
   * a new function is passed, not on every scroll event: pass a new function when the rows change.
   */
  children: (range: TableRange) => ReactNode;
  /** Called when the positions in view change, so the caller fetches them. */
  onRangeChange?: (range: TableRange) => void;
  /**
   * The tallest scroll area in px; past it the scrollbar maps proportionally to the rows.
   * @default 15000000
   */
  maxScrollHeight?: number;
  /**
   * When this changes (another sort or filter) the list returns to its top.
   * @default undefined
   */
  scrollKey?: string;
  /**
   * Rows rendered past each edge of the view, so arrow keys find the next row.
   * @default 10
   */
  overscan?: number;
}

/**
 * A table over `total` rows that renders only the window at the scroll position, so dragging the
 * scrollbar to row 500,000 of a million renders about 40 rows: the caller fetches the rows of the
 * window by position. The outer element scrolls over the full (or, above `maxScrollHeight`,
 * proportionally scaled) height; a `VirtualTable` of the window stays in view (sticky) and is
 * scrolled inside to the exact pixel. Focus moving past the view (arrow keys) scrolls the list;
 * Page Up/Down and Ctrl+Home/End move through the whole list, waiting for a loading row to load.
 * `aria-rowcount` says `total` and each row's `aria-rowindex` its place in the whole list.
 */
export function WindowedTable({
  total,
  rowHeight = 52,
  headingHeight = 40,
  maxScrollHeight = WINDOWED_TABLE_MAX_SCROLL_HEIGHT,
  overscan = 10,
  scrollKey,
  children,
  onRangeChange,
  className,
  style,
  ...props
}: WindowedTableProps) {
  const outerRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(480);
  // After a programmatic move, `position` keeps the exact place, which a rounded scrollTop would
  // lose when scaled (one pixel then holds several rows' worth of positions).
  const [scroll, setScroll] = useState<{ top: number; position?: number }>({ top: 0 });
  const input = { total, rowHeight, headingHeight, viewport, maxScrollHeight, overscan };
  const geometry = tableGeometry(input);
  const position =
    scroll.position ??
    (geometry.scrollRange > 0 ? (scroll.top / geometry.scrollRange) * geometry.rowRange : 0);
  const { start, end, offset } = tableWindow(input, position);

  const grid = () => outerRef.current?.querySelector<HTMLElement>('[role="grid"]') ?? null;
  // What event handlers and observers read: the last rendered window.
  const state = useRef({ start, offset, position, geometry });
  useLayoutEffect(() => {
    state.current = { start, offset, position, geometry };
  });

  const scrollToPosition = useCallback((target: number) => {
    const outer = outerRef.current;
    const { geometry: g } = state.current;
    if (!outer) return;
    const p = Math.min(Math.max(0, target), g.rowRange);
    outer.scrollTop = g.rowRange > 0 ? (p / g.rowRange) * g.scrollRange : 0;
    setScroll({ top: outer.scrollTop, position: p });
  }, []);

  // The row a page key or Ctrl+Home/End moves focus to, until it has rendered and loaded, then
  // for a moment after (`placed`), in case the table moves focus once more.
  const pendingFocus = useRef<{ position: number; cell: number; placed?: boolean } | undefined>(
    undefined,
  );
  const lastKey = useRef(scrollKey);
  useLayoutEffect(() => {
    if (lastKey.current === scrollKey) return;
    lastKey.current = scrollKey;
    pendingFocus.current = undefined;
    if (outerRef.current) outerRef.current.scrollTop = 0;
    setScroll({ top: 0 });
  }, [scrollKey]);

  useLayoutEffect(() => {
    const outer = outerRef.current;
    if (!outer) return;
    const measure = () => setViewport(outer.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, []);

  // The rendered rows scroll inside the table to the exact pixel; anything else scrolling it (the
  // table bringing a focused row into view) becomes a move of the whole list instead.
  const expectedOffset = useRef(offset);
  useLayoutEffect(() => {
    const element = grid();
    if (!element) return;
    expectedOffset.current = offset;
    element.scrollTop = offset;
  });
  useEffect(() => {
    const element = grid();
    if (!element) return;
    const onScroll = () => {
      const drift = element.scrollTop - expectedOffset.current;
      if (Math.abs(drift) >= 1) scrollToPosition(state.current.position + drift);
    };
    element.addEventListener('scroll', onScroll);
    return () => element.removeEventListener('scroll', onScroll);
  });

  // Page keys and Ctrl+Home/End move through the whole list, where RAC knows only the rendered
  // window: the list scrolls to the target row, and focus lands on it once it renders and loads.
  const focusPending = () => {
    const pending = pendingFocus.current;
    const row = grid()?.querySelector<HTMLElement>(
      `[role="row"][data-row-position="${pending?.position}"]`,
    );
    if (!pending || !row || row.getAttribute('aria-disabled') === 'true') return;
    const cell = pending.cell >= 0 ? cellsOf(row)[pending.cell] : undefined;
    if (!pending.placed) {
      pending.placed = true;
      setTimeout(() => {
        if (pendingFocus.current === pending) pendingFocus.current = undefined;
      }, 1000);
    }
    (cell ?? row).focus();
  };

  /** Scrolls the list so the row at `index` is in view; false when it already was. */
  const reveal = (index: number) => {
    const { position: p } = state.current;
    const body = viewport - headingHeight;
    const top = index * rowHeight;
    if (top < p) scrollToPosition(top);
    else if (top + rowHeight > p + body) scrollToPosition(top + rowHeight - body);
    else return false;
    return true;
  };

  // A focused row outside the view (arrow keys at its edge) scrolls into it.
  const onFocus = (event: React.FocusEvent) => {
    const row = (event.target as Element).closest<HTMLElement>('[role="row"][data-row-position]');
    if (!row) return;
    const index = Number(row.dataset.rowPosition);
    // When the focused row left the window, RAC focuses a row near where it was: that neither
    // scrolls the list nor keeps focus from the target.
    const pending = pendingFocus.current;
    if (pending && index !== pending.position) return pending.placed ? focusPending() : undefined;
    reveal(index);
  };

  const onKeyDownCapture = (event: React.KeyboardEvent) => {
    pendingFocus.current = undefined;
    const target = event.target as Element;
    const row = target.closest<HTMLElement>('[role="row"][data-row-position]');
    if (!row || total === 0) return;
    const current = Number(row.dataset.rowPosition);
    const page = Math.max(1, Math.floor((viewport - headingHeight) / rowHeight));
    const toEnds = event.ctrlKey || event.metaKey;
    const next =
      event.key === 'PageDown'
        ? current + page
        : event.key === 'PageUp'
          ? current - page
          : toEnds && event.key === 'Home'
            ? 0
            : toEnds && event.key === 'End'
              ? total - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const position = Math.min(Math.max(0, next), total - 1);
    // Focus on a cell stays in its column; on a row, on the row.
    const cell = cellsOf(row).findIndex((c) => c.contains(target));
    pendingFocus.current = { position, cell };
    // A move renders another window: the effect below focuses the row then.
    if (!reveal(position)) focusPending();
  };
  // A passive effect runs after the table's own: RAC moves focus to a nearby row when the focused
  // row leaves the window, and this puts it on the target after that.
  useEffect(focusPending);

  useEffect(() => onRangeChange?.({ start, end }), [start, end, onRangeChange]);

  // RAC numbers rows within the window: renumber them in the whole list for screen readers.
  useLayoutEffect(() => {
    const element = grid();
    if (!element) return;
    const relabel = () => {
      // Only real changes: an attribute set to its own value is still a mutation, and would loop.
      if (element.getAttribute('aria-rowcount') !== String(total + 1))
        element.setAttribute('aria-rowcount', String(total + 1));
      for (const row of element.querySelectorAll<HTMLElement>('[role="row"]')) {
        const current = row.getAttribute('aria-rowindex');
        if (current === null || current === '1') continue;
        const local =
          current === row.dataset.rowindex ? Number(row.dataset.localRowindex) : Number(current);
        const absolute = String(state.current.start + local);
        // Rows carry their position too, for focus to scroll to (`local` counts the header as 1).
        row.dataset.localRowindex = String(local);
        row.dataset.rowindex = absolute;
        row.dataset.rowPosition = String(state.current.start + local - 2);
        if (current !== absolute) row.setAttribute('aria-rowindex', absolute);
      }
    };
    relabel();
    // A loading row that loads after the window rendered: relabelled, then focused if awaited.
    const observer = new MutationObserver(() => {
      relabel();
      focusPending();
    });
    // Rows RAC adds or renumbers; data-* writes above are not watched, so relabelling settles.
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-rowindex', 'aria-rowcount'],
    });
    return () => observer.disconnect();
  });

  // A scroll that stays within the window (most do: a row is 52 px) renders the same table: the
  // rows are made again only when the window moves, `children` changes or another prop does.
  const rows = useMemo(() => children({ start, end }), [children, start, end]);
  return (
    <div
      ref={outerRef}
      className={classNames(styles.scroller, className)}
      style={style}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        // The scroll event of a programmatic move keeps its exact position.
        setScroll((last) => (Math.abs(last.top - top) < 1 ? last : { top }));
      }}
      onFocus={onFocus}
      onKeyDownCapture={onKeyDownCapture}
      onPointerDown={() => (pendingFocus.current = undefined)}
    >
      <div style={{ height: geometry.content }}>
        <div className={styles.viewport} style={{ height: viewport }}>
          <WindowTable
            {...props}
            rowHeight={rowHeight}
            headingHeight={headingHeight}
            className={styles.window}
          >
            {rows}
          </WindowTable>
        </div>
      </div>
    </div>
  );
}

const WindowTable = memo(VirtualTable);

/** A row's cells, in column order (the virtualiser wraps each in a positioned element). */
const cellsOf = (row: Element) => [
  ...row.querySelectorAll<HTMLElement>('[role="gridcell"], [role="rowheader"]'),
];

/**
 * The content of a cell whose row is still loading (a row at a position not fetched yet). Give the
 * row header's a `label`: a header cell needs a name.
 */
export function CellSkeleton({ label }: { label?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={classNames(tableStyles.skeletonBar, styles.cellSkeleton)}
      />
      {label && <span className={styles.hiddenLabel}>{label}</span>}
    </>
  );
}
