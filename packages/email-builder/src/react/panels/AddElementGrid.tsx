import { useId } from 'react';
import { Button } from '@crm/ui';
import { ELEMENT_TYPES } from '../../core/constants';
import type { ElementType } from '../../core/schema';
import { useMessages } from '../messages';
import * as styles from './panels.css';

export interface AddElementGridProps {
  /** Called with the type to add. */
  onAdd: (type: ElementType) => void;
}

/** One button per element type; the new element goes to the end of the email. */
export function AddElementGrid({ onAdd }: AddElementGridProps) {
  const headingId = useId();
  const t = useMessages();
  return (
    <div role="group" className={styles.fields} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t.addElement}
      </h3>
      <div className={styles.addGrid}>
        {ELEMENT_TYPES.map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            aria-label={t.add(t.elementLabels[type])}
            onPress={() => onAdd(type)}
          >
            {t.elementLabels[type]}
          </Button>
        ))}
      </div>
    </div>
  );
}
