import type { ReactNode } from 'react';
import { Badge, Card, CardContent, CardTitle } from '@crm/ui';
import type { TemplateType } from '@crm/api-client';
import { templateTypeLabel } from '../lib/templateTypeLabel';
import * as styles from './TemplatesScreen.css';

export interface TemplateCardProps {
  /** The template's name, the card's heading. */
  name: string;
  /** Shown as a badge. */
  templateType: TemplateType;
  subject: string;
  /**
   * A line under the subject, e.g. 'Created: May 16, 2025'.
   * @default undefined
   */
  meta?: string;
  /**
   * Marks a ready-made template ('Pre-made' badge).
   * @default false
   */
  isPremade?: boolean;
  /** The card's buttons. */
  actions: ReactNode;
}

/** A template in the list: name, type badge, subject, a line of detail and its actions. */
export function TemplateCard({
  name,
  templateType,
  subject,
  meta,
  isPremade = false,
  actions,
}: TemplateCardProps) {
  return (
    <Card>
      <CardContent className={styles.cardBody}>
        <div className={styles.cardTitleRow}>
          <CardTitle level={3}>{name}</CardTitle>
          <div className={styles.badges}>
            <Badge tone="blue">{templateTypeLabel(templateType)}</Badge>
            {isPremade && <Badge tone="grey">Pre-made</Badge>}
          </div>
        </div>
        <p className={styles.subject}>{subject}</p>
        {meta && <p className={styles.meta}>{meta}</p>}
        <div className={styles.cardActions}>{actions}</div>
      </CardContent>
    </Card>
  );
}
