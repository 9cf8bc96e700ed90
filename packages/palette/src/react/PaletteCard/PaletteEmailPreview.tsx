import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Palette } from '../../types';
import * as styles from './PaletteEmailPreview.css';

export interface PaletteEmailPreviewProps {
  /** The palette the sample email is painted with. */
  palette: Palette;
}

/**
 * A small sample email in the palette's colours. Text sits only on pairs kept at 4.5:1: text on
 * primary and on background (what `checkAccessibility` checks), and the footer's `textSecondary`
 * on background (which `generatePalette` and `fixAccessibility` guarantee, though the spec's check
 * leaves it out); secondary and accent appear as a decorative stripe.
 */
export function PaletteEmailPreview({ palette }: PaletteEmailPreviewProps) {
  return (
    <div
      className={styles.email}
      role="group"
      aria-label={`Sample email in ${palette.name}`}
      style={assignInlineVars({
        [styles.primary]: palette.primary,
        [styles.secondary]: palette.secondary,
        [styles.accent]: palette.accent,
        [styles.background]: palette.background,
        [styles.text]: palette.text,
        [styles.textSecondary]: palette.textSecondary,
        [styles.border]: palette.border,
      })}
    >
      <div className={styles.header}>
        <span>Beacon CRM</span>
        <span>Newsletter</span>
      </div>
      <div className={styles.stripe} aria-hidden="true">
        <span className={`${styles.stripeColour} ${styles.stripeSecondary}`} />
        <span className={`${styles.stripeColour} ${styles.stripeAccent}`} />
      </div>
      <div className={styles.body}>
        <p className={styles.heading}>Our spring collection is here</p>
        <p className={styles.paragraph}>
          Hi Alex, thanks for being with us. Here is a first look at what is new this season.
        </p>
        <span className={styles.cta}>Shop now</span>
        <p className={styles.footer}>You are receiving this email because you subscribed.</p>
      </div>
    </div>
  );
}
