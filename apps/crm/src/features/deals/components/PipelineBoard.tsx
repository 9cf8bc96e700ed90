import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type PointerEvent as ReactPointerEvent, useState } from 'react';
import type { Deal, DealMove, PipelineStage } from '@crm/api-client';
import { mainCurrency } from '../../../lib/dealMoney';
import { type BoardDropData, DealCardContent } from './DealCard';
import * as styles from './DealsScreen.css';
import { StageColumn } from './StageColumn';

/** As the email builder's canvas: a mouse drag starts after 5 px, a touch one after a long press. */
const POINTER_DRAG_DISTANCE = 5;
const TOUCH_DRAG_DELAY = 120;
const TOUCH_DRAG_TOLERANCE = 5;

/** The pointer sensor leaves touch to the touch sensor, so a finger can still scroll the board. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.isPrimary && nativeEvent.button === 0 && nativeEvent.pointerType !== 'touch',
    },
  ];
}

type SortableData = BoardDropData & { sortable?: { index: number; containerId: string } };
const dataOf = (item: { data: { current?: unknown } } | null) =>
  item?.data.current as SortableData | undefined;

/** Where a drop puts the dragged deal; undefined for a drop where it already is. */
export function moveFor(
  active: SortableData,
  over: SortableData | undefined,
): DealMove | undefined {
  if (!over || active.kind !== 'deal') return undefined;
  if (over.kind === 'stage') return { stageId: over.stageId };
  if (over.dealId === active.dealId) return undefined;
  // Within a stage, a deal dragged down lands after the one it is over, dragged up before it.
  const down =
    over.stageId === active.stageId && (active.sortable?.index ?? 0) < (over.sortable?.index ?? 0);
  return down
    ? { stageId: over.stageId, afterId: over.dealId }
    : { stageId: over.stageId, beforeId: over.dealId };
}

export interface PipelineBoardProps {
  stages: PipelineStage[];
  onOpen: (deal: Deal) => void;
  /** Moves a deal (a drop somewhere new). */
  onMove: (deal: { id: number; name: string }, move: DealMove) => void;
}

/**
 * The pipeline as a board: a column per stage, deals dragged between and within columns with a
 * mouse, a finger (long press) or the keyboard (Space to pick up, arrows to move, Space to drop,
 * Escape to cancel), each step announced.
 */
export function PipelineBoard({ stages, onOpen, onMove }: PipelineBoardProps) {
  const [dragged, setDragged] = useState<Deal | null>(null);
  const [overStage, setOverStage] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: POINTER_DRAG_DISTANCE } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DRAG_DELAY, tolerance: TOUCH_DRAG_TOLERANCE },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const stageName = (id: number) => stages.find((s) => s.id === id)?.name ?? 'a stage';
  const currency = mainCurrency(stages);
  const nameOf = (item: { data: { current?: unknown } }) => {
    const data = dataOf(item);
    return data?.kind === 'deal' ? data.name : 'the deal';
  };
  const placeOf = (over: { data: { current?: unknown } } | null) => {
    const data = dataOf(over);
    if (!data) return undefined;
    if (data.kind === 'stage') return `at the end of ${stageName(data.stageId)}`;
    return `in ${stageName(data.stageId)}, at ${data.name}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active)} in ${stageName(dataOf(active)?.stageId ?? 0)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => {
      // Over its own place as it is picked up: the pickup's words stay.
      if (over?.id === active.id) return undefined;
      const place = placeOf(over);
      return place ? `${nameOf(active)} is ${place}.` : `${nameOf(active)} is not over a stage.`;
    },
    onDragEnd: ({ active, over }) => {
      const target = dataOf(over);
      return target
        ? `${nameOf(active)} dropped in ${stageName(target.stageId)}.`
        : `${nameOf(active)} dropped where it was.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled.`,
  };

  const start = ({ active }: DragStartEvent) => {
    const data = dataOf(active);
    const deal = (active.data.current as { deal?: Deal } | undefined)?.deal;
    setDragged(deal ?? null);
    setOverStage(data?.stageId ?? null);
  };
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    setOverStage(null);
    const from = dataOf(active);
    const move = from && moveFor(from, dataOf(over));
    if (from?.kind === 'deal' && move) onMove({ id: from.dealId, name: from.name }, move);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={start}
      onDragOver={({ over }) => setOverStage(dataOf(over)?.stageId ?? null)}
      onDragEnd={end}
      onDragCancel={() => {
        setDragged(null);
        setOverStage(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a deal, press Space on its handle, then the arrow keys: left and right change the stage, up and down the place in it. Press Space again to drop it, or Escape to cancel.',
        },
      }}
    >
      <div className={styles.board} role="region" aria-label="Pipeline board" tabIndex={0}>
        {stages.map((stage) => (
          <StageColumn
            key={stage.id}
            stage={stage}
            onOpen={onOpen}
            isOver={dragged !== null && overStage === stage.id}
            currency={currency}
          />
        ))}
      </div>
      <DragOverlay>
        {dragged && (
          <div className={`${styles.card} ${styles.overlay}`}>
            <span className={styles.cardBody}>
              <DealCardContent deal={dragged} />
            </span>
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
