import { useEffect, useId, useRef, useState } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  ChevronDownIcon,
} from '@crm/ui';
import { checkAccessibility } from '../../contrast';
import { fixAccessibility } from '../../fixAccessibility';
import type { Palette } from '../../types';
import { CARD_SWATCH_ROLES } from '../paletteRoles';
import * as styles from './PaletteCard.css';
import { PaletteEmailPreview } from './PaletteEmailPreview';

export interface PaletteCardProps {
  /** The palette shown. The card keeps its own copy once "Make accessible" has changed it. */
  palette: Palette;
  /**
   * Called with the card's palette (as adjusted, if it was made accessible) on 'Use Palette'.
   * @default undefined
   */
  onUsePalette?: (palette: Palette) => void;
  /**
   * Called with the adjusted palette after 'Make accessible'.
   * @default undefined
   */
  onMakeAccessible?: (palette: Palette) => void;
  /**
   * Marks the card as the palette in use (an outline and `data-selected`).
   * @default false
   */
  isSelected?: boolean;
  /**
   * Opens the sample email preview on first render.
   * @default false
   */
  defaultEmailPreviewExpanded?: boolean;
  /**
   * The heading level of the palette's name, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A palette at a glance: its name, primary/secondary/accent/background swatches, an 'Accessible'
 * or 'Accessibility Issues' badge (the issues open on demand, and 'Make accessible' fixes them by
 * lightness only), a sample email in its colours, and 'Use Palette'.
 * Give it `key={palette.id}`: a new palette resets what 'Make accessible' changed.
 */
export function PaletteCard({
  palette,
  onUsePalette,
  onMakeAccessible,
  isSelected = false,
  defaultEmailPreviewExpanded = false,
  headingLevel = 3,
}: PaletteCardProps) {
  const [current, setCurrent] = useState(palette);
  const [wasFixed, setWasFixed] = useState(false);
  const usePaletteRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const { accessible, issues } = checkAccessibility(current);

  // The 'Make accessible' button disappears once pressed: keep focus in the card.
  useEffect(() => {
    if (wasFixed) usePaletteRef.current?.focus();
  }, [wasFixed]);

  const makeAccessible = () => {
    const fixed = fixAccessibility(current);
    setCurrent(fixed);
    setWasFixed(true);
    onMakeAccessible?.(fixed);
  };

  return (
    <Card
      role="article"
      className={styles.card}
      aria-labelledby={titleId}
      data-selected={isSelected || undefined}
      data-accessible={accessible || undefined}
    >
      <CardHeader>
        <div className={styles.header}>
          <CardTitle id={titleId} level={headingLevel} className={styles.title}>
            {current.name}
          </CardTitle>
          <span role="status">
            <Badge tone={accessible ? 'green' : 'red'}>
              {accessible ? 'Accessible' : 'Accessibility Issues'}
            </Badge>
          </span>
        </div>
      </CardHeader>

      <CardContent className={styles.content}>
        <ul className={styles.swatches} aria-label="Colors">
          {CARD_SWATCH_ROLES.map(([role, label]) => (
            <li key={role}>
              <span
                role="img"
                aria-label={`${label} ${current[role]}`}
                title={`${label} ${current[role]}`}
                className={styles.swatch}
                style={assignInlineVars({ [styles.swatchColor]: current[role] })}
              />
            </li>
          ))}
        </ul>

        {!accessible && (
          <Disclosure className={styles.disclosure}>
            <Button slot="trigger" variant="ghost" size="sm" className={styles.trigger}>
              <ChevronDownIcon className={styles.chevron} />
              Show issues
            </Button>
            <DisclosurePanel>
              <ul className={styles.issues}>
                {issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        )}

        <Disclosure className={styles.disclosure} defaultExpanded={defaultEmailPreviewExpanded}>
          <Button slot="trigger" variant="ghost" size="sm" className={styles.trigger}>
            <ChevronDownIcon className={styles.chevron} />
            Email preview
          </Button>
          <DisclosurePanel>
            <PaletteEmailPreview palette={current} />
          </DisclosurePanel>
        </Disclosure>
      </CardContent>

      <CardFooter>
        {!accessible && (
          <Button size="sm" variant="secondary" aria-describedby={titleId} onPress={makeAccessible}>
            Make accessible
          </Button>
        )}
        <Button
          ref={usePaletteRef}
          size="sm"
          aria-describedby={titleId}
          onPress={() => onUsePalette?.(current)}
        >
          Use Palette
        </Button>
      </CardFooter>
    </Card>
  );
}
