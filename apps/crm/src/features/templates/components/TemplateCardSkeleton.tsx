import { Card, CardContent, Skeleton } from '@crm/ui';
import * as styles from './TemplatesScreen.css';

/** A template card's shape while the list loads. */
export function TemplateCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <CardContent className={styles.cardBody}>
        <Skeleton width="60%" height={20} />
        <Skeleton width="90%" />
        <Skeleton width="40%" />
        <div className={styles.cardActions}>
          <Skeleton shape="rect" width={64} height={32} />
        </div>
      </CardContent>
    </Card>
  );
}
