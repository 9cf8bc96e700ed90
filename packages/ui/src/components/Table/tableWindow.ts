/** The positions a windowed table renders: `start` up to, not including, `end`. */
export interface TableRange {
  start: number;
  end: number;
}

export interface TableWindowInput {
  total: number;
  rowHeight: number;
  headingHeight: number;
  /** The scroll container's height. */
  viewport: number;
  maxScrollHeight: number;
  overscan: number;
}

/** Where the rows are for a scroll position; pure, so the mapping is tested without a browser. */
export function tableGeometry({
  total,
  rowHeight,
  headingHeight,
  viewport,
  maxScrollHeight,
}: Omit<TableWindowInput, 'overscan'>) {
  const body = Math.max(rowHeight, viewport - headingHeight);
  const rows = total * rowHeight;
  const content = Math.max(viewport, Math.min(rows, maxScrollHeight) + headingHeight);
  return {
    /** The height of the scroll area. */
    content,
    /** How far the scrollbar moves. */
    scrollRange: Math.max(0, content - viewport),
    /** How far the rows move: more than `scrollRange` when scaled. */
    rowRange: Math.max(0, rows - body),
    /** Rows that fit in view, with one cut at each edge. */
    visible: Math.ceil(body / rowHeight) + 1,
  };
}

/** The rows at a position `p` of the rows (px from the first row's top). */
export function tableWindow(input: TableWindowInput, position: number) {
  const { rowRange, visible } = tableGeometry(input);
  const p = Math.min(Math.max(0, position), rowRange);
  const first = Math.min(Math.floor(p / input.rowHeight), Math.max(0, input.total - 1));
  const start = Math.max(0, first - input.overscan);
  const end = Math.min(input.total, first + visible + input.overscan);
  return {
    start,
    end,
    /** How far the rendered rows scroll up inside the table so row `first` sits under the header. */
    offset: (first - start) * input.rowHeight + (p - first * input.rowHeight),
  };
}
