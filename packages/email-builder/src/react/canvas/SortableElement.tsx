import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ContrastIssue } from '../../core/contrastIssues';
import type { DesignElement, EmailStyle } from '../../core/schema';
import { describeElement } from '../elementLabels';
import { useMessages } from '../messages';
import * as styles from './canvas.css';
import { ElementPreview } from './ElementPreview';

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
}

/**
 * One element on the canvas: a drag handle (pointer, touch or keyboard) and the element itself, which
 * selects it when pressed. dnd-kit's attributes (role=button...) go on the handle, not on the <li>,
 * which must keep its listitem role.
 */
export function SortableElement({
  element,
  emailStyle,
  isSelected = false,
  contrastIssue,
  onSelect,
}: SortableElementProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: element.id });
  const t = useMessages();
  const name = describeElement(element, t.elementLabels);
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-selected={isSelected || undefined}
      data-dragging={isDragging || undefined}
      data-contrast-issue={contrastIssue ? true : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
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
      <button
        type="button"
        className={styles.select}
        aria-pressed={isSelected}
        onClick={() => onSelect(element.id)}
      >
        {/* A hidden prefix, not an aria-label: the accessible name must contain the visible text. */}
        <span className={styles.visuallyHidden}>{t.edit(t.elementLabels[element.type])}</span>
        <ElementPreview element={element} emailStyle={emailStyle} />
      </button>
      {contrastIssue && (
        <span
          className={styles.contrastBadge}
          role="img"
          aria-label={t.lowContrastBadge(contrastIssue.ratio)}
        >
          {t.lowContrastBadge(contrastIssue.ratio)}
        </span>
      )}
    </li>
  );
}
