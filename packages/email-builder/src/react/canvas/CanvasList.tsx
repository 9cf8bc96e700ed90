import { useDroppable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import { listDropId, type CanvasDroppableData } from './canvasCollisionDetection';

export interface CanvasListProps {
  /** The columns element whose column this is; null for the top-level list. */
  parentId: string | null;
  /**
   * The column's position in its columns element.
   * @default 0
   */
  column?: number;
  /** The list's accessible name. */
  label: string;
  /**
   * Whether the drop line shows at the list's end.
   * @default false
   */
  isDropEnd?: boolean;
  /** The list's class. */
  className: string;
  /**
   * Inline style (a column's share of the width).
   * @default undefined
   */
  style?: CSSProperties;
  /** The list's items. */
  children: ReactNode;
}

/** A list of canvas elements (the top level or one column): a drop target for dragged elements. */
export function CanvasList({
  parentId,
  column = 0,
  label,
  isDropEnd = false,
  className,
  style,
  children,
}: CanvasListProps) {
  const data: CanvasDroppableData = { kind: 'list', parentId, column };
  const { setNodeRef } = useDroppable({ id: listDropId(parentId, column), data });
  return (
    <ul
      ref={setNodeRef}
      className={className}
      style={style}
      aria-label={label}
      data-drop-end={isDropEnd || undefined}
    >
      {children}
    </ul>
  );
}
