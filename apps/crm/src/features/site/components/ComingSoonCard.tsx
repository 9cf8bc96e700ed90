import { Card, CardContent, CardDescription, CardHeader, CardTitle, Link } from '@crm/ui';
import { paths } from '../../../config/paths';
import * as styles from './SitePage.css';

export interface ComingSoonCardProps {
  /** The screen's name, e.g. 'Contacts'. */
  screen: string;
}

/** Stands in for a signed-in screen that is still being built. */
export function ComingSoonCard({ screen }: ComingSoonCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{screen} is coming soon</CardTitle>
        <CardDescription>This screen is being built.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className={styles.cardText}>
          In the meantime, head back to the <Link href={paths.dashboard}>dashboard</Link>.
        </p>
      </CardContent>
    </Card>
  );
}
