import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS, useCombinedRefs } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { ContrastIssue } from '../../core/contrastIssues';
import type { ElementPlace } from '../../core/designTree';
import { color, length } from '../../core/elements/checkedValues';
import { imageSourceProblem } from '../../core/imageProblems';
import type { DesignElement, EmailStyle } from '../../core/schema';
import { describeElement } from '../elementLabels';
import { useMessages } from '../messages';
import * as styles from './canvas.css';
import { elementDragId, type CanvasDroppableData } from './canvasCollisionDetection';
import { ElementPreview } from './ElementPreview';

const TOP_FIRST: ElementPlace = { parentId: null, column: 0, index: 0 };

export interface SortableElementProps {
  /** The element shown. */
  element: DesignElement;
  /** The email style it inherits from. */
  emailStyle: EmailStyle;
  /**
   * Whether it is the selected element.
   * @default false
   */
  isSelected?: boolean;
  /**
   * Its contrast problem, if its text is hard to read.
   * @default undefined
   */
  contrastIssue?: ContrastIssue;
  /** Selects the element. */
  onSelect: (id: string) => void;
  /**
   * Where it sits in the design.
   * @default the first place of the top level
   */
  place?: ElementPlace;
  /**
   * The columns element it is a block of: its names then say which column of which element.
   * @default undefined (a top-level element)
   */
  parent?: DesignElement;
  /**
   * Whether the drop line of a drag shows above it.
   * @default false
   */
  isDropBefore?: boolean;
  /**
   * A columns element's columns, as lists of canvas elements (instead of a static preview).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * One element on the canvas: a drag handle (pointer, touch or keyboard) and the element itself, which
 * selects it when pressed. dnd-kit's attributes (role=button...) go on the handle, not on the <li>,
 * which must keep its listitem role. A columns element holds its columns' blocks as elements of their
 * own; a button cannot hold buttons, so its own select button lies under the columns and takes the
 * presses that land between their blocks.
 */
export function SortableElement({
  element,
  emailStyle,
  isSelected = false,
  contrastIssue,
  onSelect,
  place = TOP_FIRST,
  parent,
  isDropBefore = false,
  children,
}: SortableElementProps) {
  const id = elementDragId(element.id);
  const data: CanvasDroppableData = { kind: 'element', id: element.id, type: element.type, place };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id, data, attributes: { roleDescription: 'sortable' } });
  const { setNodeRef: setDropNodeRef } = useDroppable({ id, data });
  const ref = useCombinedRefs(setNodeRef, setDropNodeRef);
  const t = useMessages();
  const where = (name: string) =>
    parent ? t.inColumn(name, place.column + 1, describeElement(parent, t.elementLabels)) : name;
  const name = where(describeElement(element, t.elementLabels));
  // A hidden prefix, not an aria-label: the accessible name must contain the visible text.
  const selectName = (
    <span className={styles.visuallyHidden}>{t.edit(where(t.elementLabels[element.type]))}</span>
  );
  const s = element.settings;
  // An image the email leaves out (no source yet, or one mail clients do not show) says so here.
  const imageProblem = element.type === 'image' ? imageSourceProblem(element.content) : undefined;
  const badge = contrastIssue
    ? t.lowContrastBadge(contrastIssue.ratio)
    : imageProblem === 'placeholder'
      ? t.placeholderImageBadge
      : imageProblem
        ? t.unsupportedImageBadge
        : undefined;
  return (
    <li
      ref={ref}
      className={styles.item}
      data-selected={isSelected || undefined}
      data-dragging={isDragging || undefined}
      data-drop-before={isDropBefore || undefined}
      data-contrast-issue={contrastIssue ? true : undefined}
      data-image-problem={imageProblem}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t.move(name)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
          <circle cx="9" cy="6" r="1.5" />
          <circle cx="15" cy="6" r="1.5" />
          <circle cx="9" cy="12" r="1.5" />
          <circle cx="15" cy="12" r="1.5" />
          <circle cx="9" cy="18" r="1.5" />
          <circle cx="15" cy="18" r="1.5" />
        </svg>
      </button>
      {children === undefined ? (
        <button
          type="button"
          className={styles.select}
          aria-pressed={isSelected}
          onClick={() => onSelect(element.id)}
        >
          {selectName}
          <ElementPreview element={element} emailStyle={emailStyle} />
        </button>
      ) : (
        // The same padding and background as the static preview and the email.
        <div
          className={styles.columnsBody}
          style={{
            padding: length(s.padding, '10px', 4),
            backgroundColor: color(s.backgroundColor, 'transparent'),
          }}
        >
          <button
            type="button"
            className={styles.selectColumns}
            aria-pressed={isSelected}
            onClick={() => onSelect(element.id)}
          >
            {selectName}
          </button>
          <div className={styles.columnLists}>{children}</div>
        </div>
      )}
      {badge && (
        <span className={styles.warningBadge} role="img" aria-label={badge}>
          {badge}
        </span>
      )}
    </li>
  );
}
