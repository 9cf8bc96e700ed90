import { Button } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CheckIcon, visuallyHidden } from '@crm/ui';
import type { Palette } from '../../types';
import { SELECTED_SWATCH_ROLES } from '../paletteRoles';
import * as styles from './PaletteSwatches.css';
import { useCopyToClipboard } from './useCopyToClipboard';

export interface PaletteSwatchesProps {
  /** The palette whose primary, secondary, accent, background, text and border colours are shown. */
  palette: Palette;
  /**
   * Names the list of swatches for assistive technology.
   * @default 'Colors of {palette.name}'
   */
  'aria-label'?: string;
}

/**
 * The selected palette's six swatches. Pressing one copies its hex value, shows a check mark for
 * two seconds and a 'Color Copied' toast ('Copy Failed' when the clipboard refuses). Each swatch
 * is named by its role and hex value, so colour is never the only cue.
 */
export function PaletteSwatches({ palette, 'aria-label': ariaLabel }: PaletteSwatchesProps) {
  const { copiedKey, copy } = useCopyToClipboard();
  return (
    <ul className={styles.list} aria-label={ariaLabel ?? `Colors of ${palette.name}`}>
      {SELECTED_SWATCH_ROLES.map(([role, label]) => {
        const value = palette[role];
        const isCopied = copiedKey === role;
        return (
          <li key={role}>
            <Button
              className={styles.swatch}
              data-copied={isCopied || undefined}
              onPress={() => void copy(role, value)}
            >
              <span
                className={styles.colour}
                style={assignInlineVars({ [styles.swatchColor]: value })}
              >
                {isCopied && (
                  <span className={styles.check} data-testid="copied-check">
                    <CheckIcon />
                  </span>
                )}
              </span>
              <span className={styles.role}>{label}</span>
              <span className={styles.hex}>{value}</span>
              {isCopied && <span className={visuallyHidden}>Copied</span>}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
