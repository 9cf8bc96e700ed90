import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type PointerActivationConstraint,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { ContrastIssue } from '../../core/contrastIssues';
import { color, contentWidth, fontFamily } from '../../core/elements/checkedValues';
import type { Design } from '../../core/schema';
import { describeElement } from '../elementLabels';
import { useMessages } from '../messages';
import { canvasCollisionDetection } from './canvasCollisionDetection';
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
   * The id of the selected element.
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
  /** Moves the element at `from` to `to`; not called for a drop outside the list or in place. */
  onMove: (from: number, to: number) => void;
}

const NO_ISSUES: ReadonlyMap<string, ContrastIssue> = new Map();

/** The sortable list of elements on the left of the Design tab (spec 2 and 4). */
export function DesignCanvas({
  design,
  selectedId = null,
  contrastIssues = NO_ISSUES,
  onSelect,
  onMove,
}: DesignCanvasProps) {
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: pointerConstraint }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates }),
  );
  const t = useMessages();
  const ids = design.elements.map((element) => element.id);
  const nameOf = (id: UniqueIdentifier) => {
    const element = design.elements.find((candidate) => candidate.id === id);
    return element ? describeElement(element, t.elementLabels) : String(id);
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.pickedUp(nameOf(active.id), positionOf(active.id), ids.length),
    onDragOver: ({ active, over }) =>
      over
        ? t.over(nameOf(active.id), positionOf(over.id), ids.length)
        : t.notOver(nameOf(active.id)),
    onDragEnd: ({ active, over }) =>
      over
        ? t.dropped(nameOf(active.id), positionOf(over.id), ids.length)
        : t.droppedOutside(nameOf(active.id)),
    onDragCancel: ({ active }) => t.cancelled(nameOf(active.id)),
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

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    isDragging.current = false;
    // Spec 4: a drop with no destination does nothing.
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
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
            collisionDetection={canvasCollisionDetection}
            onDragStart={() => (isDragging.current = true)}
            onDragEnd={handleDragEnd}
            onDragCancel={() => (isDragging.current = false)}
            accessibility={{
              announcements,
              screenReaderInstructions: {
                draggable:
                  'To move an element, press Space or Enter to pick it up, use the up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
              },
            }}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ul className={styles.list} aria-label={t.emailElements}>
                {design.elements.map((element) => (
                  <SortableElement
                    key={element.id}
                    element={element}
                    emailStyle={design.style}
                    isSelected={element.id === selectedId}
                    contrastIssue={contrastIssues.get(element.id)}
                    onSelect={onSelect}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </div>
    </div>
  );
}
