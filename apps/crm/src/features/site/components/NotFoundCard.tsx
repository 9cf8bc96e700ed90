import { Logo } from '@crm/ui';
import * as styles from './SitePage.css';

export interface NotFoundCardProps {
  /**
   * Shown inside the signed-in shell (a record whose id cannot exist), whose `main` landmark and
   * page heading it is already under: the card is then a section of that page, not a page.
   */
  inShell?: boolean;
}

/** The not-found page: a centred card with the logo (linking to '/'), the heading and a hint. */
export function NotFoundCard({ inShell = false }: NotFoundCardProps) {
  const Landmark = inShell ? 'div' : 'main';
  const Heading = inShell ? 'h2' : 'h1';
  return (
    <Landmark className={styles.center}>
      <div className={styles.card}>
        <Logo size="lg" />
        <Heading className={styles.cardTitle}>404 Page Not Found</Heading>
        <p className={styles.cardText}>Did you forget to add the page to the router?</p>
      </div>
    </Landmark>
  );
}
