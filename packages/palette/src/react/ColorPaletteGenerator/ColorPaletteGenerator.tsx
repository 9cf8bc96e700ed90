import { useId, useState, type KeyboardEvent } from 'react';
import { Button, ScrollArea, Tab, TabList, TabPanel, Tabs, TextField, toast } from '@crm/ui';
import { curatedThemes } from '../../curatedThemes';
import { DEFAULT_BASE_COLOR, generatePalettes } from '../../generatePalette';
import { INVALID_HEX_MESSAGE, isValidHex, parseHex } from '../../hex';
import type { CuratedTheme, Palette } from '../../types';
import { PaletteCard } from '../PaletteCard/PaletteCard';
import { PaletteSwatches } from '../PaletteSwatches/PaletteSwatches';
import * as styles from './ColorPaletteGenerator.css';

/** The generator's two tabs, by `id`. */
export const PALETTE_GENERATOR_TABS = ['custom', 'themes'] as const;
export type PaletteGeneratorTab = (typeof PALETTE_GENERATOR_TABS)[number];

export interface ColorPaletteGeneratorProps {
  /**
   * Called with the palette whose 'Use Palette' was pressed; it also becomes the selected palette.
   * @default undefined
   */
  onUsePalette?: (palette: Palette) => void;
  /**
   * The base colour in the field and the palettes generated on first render. An invalid value
   * leaves the field as typed and falls back to '#2563eb' for the palettes.
   * @default '#2563eb'
   */
  defaultBaseColor?: string;
  /**
   * The tab open on first render.
   * @default 'custom'
   */
  defaultTab?: PaletteGeneratorTab;
  /**
   * The palette whose six swatches show on first render, before any 'Use Palette'.
   * @default undefined
   */
  defaultSelectedPalette?: Palette;
  /**
   * The grouped palettes of the Predefined Themes tab.
   * @default curatedThemes
   */
  themes?: readonly CuratedTheme[];
}

const baseOrDefault = (value: string) => (isValidHex(value) ? parseHex(value) : DEFAULT_BASE_COLOR);

/**
 * The palette generator of spec section 2: a Custom Generator tab (base colour as text or from
 * the colour picker, then Generate: one palette per method) and a Predefined Themes tab (the
 * curated categories). 'Use Palette' selects a palette and shows its six swatches, which copy
 * their hex value on press. Toasts go to the app's `<ToastRegion />`.
 */
export function ColorPaletteGenerator({
  onUsePalette,
  defaultBaseColor = DEFAULT_BASE_COLOR,
  defaultTab = 'custom',
  defaultSelectedPalette,
  themes = curatedThemes,
}: ColorPaletteGeneratorProps) {
  const [baseColor, setBaseColor] = useState(defaultBaseColor);
  const [error, setError] = useState<string | null>(null);
  const [palettes, setPalettes] = useState(() => generatePalettes(baseOrDefault(defaultBaseColor)));
  const [selected, setSelected] = useState<Palette | undefined>(defaultSelectedPalette);
  // The card the selection came from, by the id it was given: 'Make accessible' hands back a
  // palette with a new id, and its card must keep the selected outline.
  const [selectedCardId, setSelectedCardId] = useState(defaultSelectedPalette?.id);
  const generatedHeadingId = useId();
  const selectedHeadingId = useId();
  const themeHeadingId = useId();
  const pickerValue = isValidHex(baseColor.trim())
    ? parseHex(baseColor.trim())
    : (palettes[0]?.primary ?? DEFAULT_BASE_COLOR);

  const generate = () => {
    const value = baseColor.trim();
    if (!isValidHex(value)) {
      setError(INVALID_HEX_MESSAGE);
      toast({ title: 'Invalid Color', description: INVALID_HEX_MESSAGE, variant: 'destructive' });
      return;
    }
    setError(null);
    setPalettes(generatePalettes(value));
  };

  const generateOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    generate();
  };

  const card = (palette: Palette) => (
    <PaletteCard
      key={palette.id}
      palette={palette}
      headingLevel={3}
      isSelected={selectedCardId === palette.id}
      onUsePalette={(used) => {
        setSelected(used);
        setSelectedCardId(palette.id);
        onUsePalette?.(used);
      }}
    />
  );

  return (
    <div className={styles.root}>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Palette source">
          <Tab id="custom">Custom Generator</Tab>
          <Tab id="themes">Predefined Themes</Tab>
        </TabList>

        <TabPanel id="custom">
          <div className={styles.root}>
            {/* Not a <form>: hosts put the generator inside theirs (the template and campaign
              dialogs), and a nested form's submit never reaches React in Chromium, so it reloaded
              the page. Enter is handled here and kept from submitting the host's form. */}
            <div role="group" aria-label="Generate palettes" className={styles.form}>
              <TextField
                className={styles.baseField}
                label="Base color"
                placeholder={DEFAULT_BASE_COLOR}
                value={baseColor}
                onChange={(value) => {
                  setBaseColor(value);
                  setError(null);
                }}
                isInvalid={error !== null}
                errorMessage={error ?? undefined}
                validationBehavior="aria"
                autoComplete="off"
                spellCheck="false"
                onKeyDown={generateOnEnter}
              />
              <div className={styles.controlsOffset}>
                <input
                  type="color"
                  className={styles.picker}
                  aria-label="Pick base color"
                  value={pickerValue}
                  onChange={(event) => {
                    setBaseColor(event.target.value);
                    setError(null);
                  }}
                />
                <Button onPress={generate}>Generate</Button>
              </div>
            </div>

            <section className={styles.section} aria-labelledby={generatedHeadingId}>
              <h2 id={generatedHeadingId} className={styles.sectionHeading}>
                Generated palettes
              </h2>
              <div className={styles.grid}>{palettes.map(card)}</div>
            </section>
          </div>
        </TabPanel>

        <TabPanel id="themes">
          <ScrollArea className={styles.scrollArea} aria-label="Predefined themes">
            <div className={styles.themes}>
              {themes.map((theme) => (
                <section
                  key={theme.id}
                  className={styles.section}
                  aria-labelledby={`${themeHeadingId}-${theme.id}`}
                >
                  <h2 id={`${themeHeadingId}-${theme.id}`} className={styles.sectionHeading}>
                    {theme.name}
                  </h2>
                  <p className={styles.description}>{theme.description}</p>
                  <div className={styles.grid}>{theme.palettes.map(card)}</div>
                </section>
              ))}
            </div>
          </ScrollArea>
        </TabPanel>
      </Tabs>

      {selected && (
        <section className={styles.section} aria-labelledby={selectedHeadingId}>
          <h2 id={selectedHeadingId} className={styles.sectionHeading}>
            Selected palette: {selected.name}
          </h2>
          <PaletteSwatches palette={selected} />
        </section>
      )}
    </div>
  );
}
