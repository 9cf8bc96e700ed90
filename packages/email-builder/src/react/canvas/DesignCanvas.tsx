import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type PointerActivationConstraint,
} from '@dnd-kit/core';
import {
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { ContrastIssue } from '../../core/contrastIssues';
import {
  findElement,
  movePlaces,
  placeOf,
  removeElement,
  samePlace,
  type ElementPlace,
} from '../../core/designTree';
import { color, contentWidth, fontFamily } from '../../core/elements/checkedValues';
import { columnShares } from '../../core/elements/renderColumns';
import type { Design, DesignElement } from '../../core/schema';
import { describeElement } from '../elementLabels';
import { useMessages } from '../messages';
import {
  canvasCollisionDetection,
  type CanvasDroppableData,
  type CanvasDropTarget,
} from './canvasCollisionDetection';
import { CanvasList } from './CanvasList';
import { listKeyboardCoordinates } from './listKeyboardCoordinates';
import * as styles from './canvas.css';
import { SortableElement } from './SortableElement';

/** Spec 9: a mouse drag starts after 5 px; a touch drag after a 120 ms long press. */
export const POINTER_DRAG_DISTANCE = 5;
export const TOUCH_DRAG_DELAY = 120;
export const TOUCH_DRAG_TOLERANCE = 5;

/**
 * The pointer sensor leaves touch to the touch sensor: otherwise a finger moving 5 px would start a
 * drag at once and a page could not be scrolled by touching the canvas.
 */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

const pointerConstraint: PointerActivationConstraint = { distance: POINTER_DRAG_DISTANCE };

export interface DesignCanvasProps {
  /** The design shown. */
  design: Design;
  /**
   * The id of the selected element (at the top level or in a column).
   * @default null
   */
  selectedId?: string | null;
  /**
   * Contrast problems by element id.
   * @default new Map()
   */
  contrastIssues?: ReadonlyMap<string, ContrastIssue>;
  /** Selects an element. */
  onSelect: (id: string) => void;
  /**
   * Moves the element of this id to `place` (its index counted without the element, as
   * `moveElement` does); not called for a drop outside the list or in place.
   */
  onMove: (id: string, place: ElementPlace) => void;
}

const NO_ISSUES: ReadonlyMap<string, ContrastIssue> = new Map();

const elementOf = (active: Pick<Active, 'data'>) => {
  const data = active.data.current as CanvasDroppableData | undefined;
  return data?.kind === 'element' ? data : undefined;
};

/** The drop line's place while a drag is on; null outside the list or where the element is. */
type DropLine = ElementPlace | null;

/**
 * The email's elements on the left of the Design tab (spec 2 and 4), in lists a drag moves them
 * between: the top level and each column of each columns element. Blocks in columns are elements
 * like the others: pressed to select, dragged by their handle, into, out of and between columns.
 */
export function DesignCanvas({
  design,
  selectedId = null,
  contrastIssues = NO_ISSUES,
  onSelect,
  onMove,
}: DesignCanvasProps) {
  const t = useMessages();
  // Mutable on purpose: dnd-kit's collision detection and keyboard coordinates read and write the
  // target between renders; React state would lag a move behind.
  const targetRef = useRef<CanvasDropTarget>({ keyboardPlace: null, place: null, places: [] });
  const dragRef = useRef<{ id: string; from: ElementPlace } | null>(null);
  const [dropLine, setDropLine] = useState<DropLine>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);
  // dnd-kit calls these while dragging, never while rendering this component.
  const collisionDetection: CollisionDetection = (args) =>
    canvasCollisionDetection(targetRef.current, args);
  const coordinateGetter: KeyboardCoordinateGetter = (...args) =>
    listKeyboardCoordinates(targetRef.current, ...args);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: pointerConstraint }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE },
    }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const nameOf = (active: Pick<Active, 'data'>) => {
    const id = elementOf(active)?.id;
    const element = id === undefined ? undefined : findElement(design.elements, id);
    return element ? describeElement(element, t.elementLabels) : t.elementLabels.text;
  };
  /** A place as a screen reader hears it: its position in its list and, in a column, which. */
  const describePlace = (id: string, place: ElementPlace) => {
    const without = removeElement(design.elements, id);
    const parent = place.parentId === null ? undefined : findElement(without, place.parentId);
    const count = (parent ? parent.columns?.[place.column]?.elements.length : without.length) ?? 0;
    return {
      position: place.index + 1,
      count: count + 1,
      column: place.column + 1,
      parent: parent && describeElement(parent, t.elementLabels),
    };
  };
  const lastAnnounced = useRef<DropLine | undefined>(undefined);
  const announceOver = (active: Pick<Active, 'data'>) => {
    const place = targetRef.current.place;
    const last = lastAnnounced.current;
    if (!dragRef.current || (place && last && samePlace(place, last)) || place === last) {
      return undefined;
    }
    lastAnnounced.current = place;
    if (!place) return t.notOver(nameOf(active));
    const { position, count, column, parent } = describePlace(dragRef.current.id, place);
    return parent === undefined
      ? t.over(nameOf(active), position, count)
      : t.overInColumn(nameOf(active), position, count, column, parent);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const from = dragRef.current?.from;
      if (!from) return undefined;
      // The first over (the pickup's own place) is said too, as before columns: a screen reader
      // user hears the drag is on before pressing an arrow.
      lastAnnounced.current = undefined;
      const { position, count } = describePlace(dragRef.current!.id, from);
      return t.pickedUp(nameOf(active), position, count);
    },
    // Each move, but only when the place changes: a pointer moves many times within one place.
    onDragMove: ({ active }) => announceOver(active),
    onDragOver: ({ active }) => announceOver(active),
    // After handleDragEnd (dnd-kit calls the handler first), which leaves the drag's record.
    onDragEnd: ({ active }) => {
      const place = targetRef.current.place;
      if (!place || !dragRef.current) return t.droppedOutside(nameOf(active));
      const { position, count, column, parent } = describePlace(dragRef.current.id, place);
      return parent === undefined
        ? t.dropped(nameOf(active), position, count)
        : t.droppedInColumn(nameOf(active), position, count, column, parent);
    },
    onDragCancel: ({ active }) => t.cancelled(nameOf(active)),
  };

  const isDragging = useRef(false);
  // Escape during a drag cancels the drag only. A dialog around the widget (react-aria's) closes on
  // Escape and stops the key there, so dnd-kit, which listens on the document, never saw it: the
  // dialog closed mid-drag. Stop the key here and give dnd-kit its own copy on the document.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape' || !isDragging.current) return;
    event.stopPropagation();
    event.currentTarget.ownerDocument.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' }),
    );
  };

  const start = ({ active }: { active: Active }) => {
    isDragging.current = true;
    dragRef.current = null;
    targetRef.current.place = null;
    const id = elementOf(active)?.id;
    const from = id === undefined ? undefined : placeOf(design.elements, id);
    if (id === undefined || !from) return;
    dragRef.current = { id, from };
    targetRef.current.places = movePlaces(design.elements, id);
    targetRef.current.keyboardPlace = from;
    targetRef.current.place = from;
    setDraggedId(id);
  };
  // The line follows the target the collision detection worked out for this move.
  const follow = () => {
    const from = dragRef.current?.from;
    const place =
      targetRef.current.place && from && !samePlace(targetRef.current.place, from)
        ? targetRef.current.place
        : null;
    setDropLine((line) =>
      (line && place && samePlace(line, place)) || line === place ? line : place,
    );
  };
  const end = () => {
    isDragging.current = false;
    targetRef.current.keyboardPlace = null;
    setDropLine(null);
    setDraggedId(null);
  };
  const handleDragEnd = () => {
    const current = dragRef.current;
    const place = targetRef.current.place;
    end();
    // Spec 4: a drop with no destination, or where the element already is, does nothing.
    if (current && place && !samePlace(place, current.from)) onMove(current.id, place);
  };

  // Which element the line is before, or which list it ends: indexes count without the dragged one.
  const isLineBefore = (place: ElementPlace, id: string) =>
    dropLine !== null &&
    dropLine.parentId === place.parentId &&
    dropLine.column === place.column &&
    dropLine.index === place.index &&
    id !== draggedId;
  const indexWithout = (list: readonly DesignElement[], index: number) =>
    draggedId !== null && list.slice(0, index).some((element) => element.id === draggedId)
      ? index - 1
      : index;
  const isLineAtEnd = (list: readonly DesignElement[], parentId: string | null, column: number) =>
    dropLine !== null &&
    dropLine.parentId === parentId &&
    dropLine.column === column &&
    dropLine.index === list.filter((element) => element.id !== draggedId).length;

  const item = (
    element: DesignElement,
    list: readonly DesignElement[],
    index: number,
    parent?: DesignElement,
    column = 0,
  ) => {
    const place = { parentId: parent?.id ?? null, column, index };
    const shares = element.type === 'columns' ? columnShares(element.settings.layout) : undefined;
    const parentName = describeElement(element, t.elementLabels);
    return (
      <SortableElement
        key={element.id}
        element={element}
        emailStyle={design.style}
        isSelected={element.id === selectedId}
        contrastIssue={contrastIssues.get(element.id)}
        onSelect={onSelect}
        place={place}
        parent={parent}
        isDropBefore={isLineBefore({ ...place, index: indexWithout(list, index) }, element.id)}
      >
        {shares?.map((share, c) => {
          const blocks = element.columns?.[c]?.elements ?? [];
          return (
            <CanvasList
              key={c}
              parentId={element.id}
              column={c}
              label={t.columnOf(c + 1, parentName)}
              className={styles.columnList}
              style={{ flexGrow: share }}
              isDropEnd={isLineAtEnd(blocks, element.id, c)}
            >
              {blocks.length === 0 ? (
                <li className={styles.emptyColumn}>{t.emptyColumn}</li>
              ) : (
                blocks.map((block, i) => item(block, blocks, i, element, c))
              )}
            </CanvasList>
          );
        })}
      </SortableElement>
    );
  };

  return (
    <div className={styles.canvas} onKeyDown={onKeyDown}>
      <div
        className={styles.paper}
        style={{
          maxWidth: contentWidth(design.style.contentWidth, 600),
          backgroundColor: color(design.style.backgroundColor, '#f5f5f5'),
          fontFamily: fontFamily(design.style.fontFamily, 'Arial, sans-serif'),
          color: color(design.style.textColor, '#333333'),
        }}
      >
        {design.elements.length === 0 ? (
          <p className={styles.empty}>{t.emptyCanvas}</p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={collisionDetection}
            onDragStart={start}
            onDragMove={follow}
            onDragOver={follow}
            onDragEnd={handleDragEnd}
            onDragCancel={end}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t.dragInstructions },
            }}
          >
            <CanvasList
              parentId={null}
              label={t.emailElements}
              className={styles.list}
              isDropEnd={isLineAtEnd(design.elements, null, 0)}
            >
              {design.elements.map((element, index) => item(element, design.elements, index))}
            </CanvasList>
          </DndContext>
        )}
      </div>
    </div>
  );
}
