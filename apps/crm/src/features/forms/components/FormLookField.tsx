import { useId, useMemo, useState } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '@crm/ui';
import type { FormLook } from '@crm/api-client';
import { pageScheme, type PageColors } from '@crm/palette';
import { ColorPaletteGenerator } from '@crm/palette/react';
import * as editorStyles from './FormEditor.css';
import * as styles from './FormLookField.css';

export interface FormLookFieldProps {
  /** The palette the hosted page wears; null: the standard look. */
  look: FormLook | null;
  /** Called with the palette chosen in the generator, or null for the standard look. */
  onChange: (look: FormLook | null) => void;
}

const SCHEMES = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
] as const;

function Sample({ colors, label }: { colors: PageColors; label: string }) {
  return (
    <figure className={styles.preview}>
      <figcaption className={styles.caption}>{label}</figcaption>
      <div
        className={styles.sample}
        style={assignInlineVars({
          [styles.page]: colors.page,
          [styles.surface]: colors.surface,
          [styles.text]: colors.text,
          [styles.error]: colors.error,
          [styles.field]: colors.field,
          [styles.placeholder]: colors.placeholder,
          [styles.fieldBorder]: colors.fieldBorder,
          [styles.button]: colors.button,
          [styles.buttonText]: colors.buttonText,
        })}
      >
        <div className={styles.card}>
          <span className={styles.sampleLabel}>Email</span>
          <span className={styles.sampleField}>you@example.com</span>
          <span className={styles.sampleError}>Please enter a valid email</span>
          <span className={styles.sampleButton}>Subscribe</span>
        </div>
      </div>
    </figure>
  );
}

/**
 * The Look of a form's hosted page (issue 28 §1): the standard colours or a palette picked in the
 * palette generator, previewed in light and dark with the colours the page will wear (`pageScheme`
 * adjusts any that would miss WCAG AA, so the preview shows what visitors get, not the raw palette).
 */
export function FormLookField({ look, onChange }: FormLookFieldProps) {
  const [isChoosing, setChoosing] = useState(false);
  const generatorId = useId();
  // About 4 ms a palette: not on every keystroke elsewhere in the editor.
  const scheme = useMemo(() => pageScheme(look && { id: 'form-look', ...look }), [look]);
  return (
    <fieldset className={editorStyles.section}>
      <legend className={editorStyles.legend}>Look</legend>
      <p className={styles.current}>
        {look ? `Palette: ${look.name}` : 'Standard'}. Colours that would be hard to read are
        adjusted.
      </p>
      <div className={styles.previews}>
        {SCHEMES.map(({ id, label }) => (
          <Sample key={id} colors={scheme[id]} label={label} />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isChoosing}
          aria-controls={isChoosing ? generatorId : undefined}
          onPress={() => setChoosing(!isChoosing)}
        >
          {isChoosing ? 'Close palettes' : 'Choose palette'}
        </Button>
        {look && (
          <Button variant="ghost" size="sm" onPress={() => onChange(null)}>
            Use standard look
          </Button>
        )}
      </div>
      {isChoosing && (
        <div id={generatorId} className={styles.generator}>
          <ColorPaletteGenerator
            onUsePalette={({ id: _id, ...palette }) => {
              onChange(palette);
              setChoosing(false);
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
