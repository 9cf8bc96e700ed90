import { useId } from 'react';
import { Button } from '@crm/ui';
import { ELEMENT_TYPES } from '../../core/constants';
import type { ElementType } from '../../core/schema';
import { ELEMENT_LABELS } from '../elementLabels';
import * as styles from './panels.css';

export interface AddElementGridProps {
  /** Called with the type to add. */
  onAdd: (type: ElementType) => void;
}

/** One button per element type; the new element goes to the end of the email. */
export function AddElementGrid({ onAdd }: AddElementGridProps) {
  const headingId = useId();
  return (
    <div role="group" className={styles.fields} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        Add Element
      </h3>
      <div className={styles.addGrid}>
        {ELEMENT_TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            aria-label={`Add ${ELEMENT_LABELS[type]}`}
            onPress={() => onAdd(type)}
          >
            {ELEMENT_LABELS[type]}
          </Button>
        ))}
      </div>
    </div>
  );
}
