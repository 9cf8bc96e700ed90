import { useId, useState } from 'react';
import { TextField } from '@crm/ui';
import { isCssColor } from '../../core/cssValues';
import { useMessages } from '../messages';
import * as styles from './panels.css';

export interface ColorFieldProps {
  /** The visible label. */
  label: string;
  /**
   * The colour: a hex value, rgb()/hsl() or a keyword; empty means "not set".
   * @default ''
   */
  value?: string;
  /** Called with each valid colour (or '' when cleared); invalid text is held back and flagged. */
  onChange: (value: string) => void;
}

/** `#rgb` -> `#rrggbb`: the native colour input only understands the long form. */
function toLongHex(value: string): string {
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase()
    : '#000000';
}

/** A colour picker beside a text field for exact values. */
export function ColorField({ label, value = '', onChange }: ColorFieldProps) {
  const id = useId();
  const t = useMessages();
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? value;
  const isInvalid = text !== '' && !isCssColor(text.trim());
  return (
    <div className={styles.colorField}>
      <span className={styles.colorLabel} id={`${id}-label`}>
        {label}
      </span>
      <div className={styles.colorRow}>
        {/* The native picker can only hold a colour, so an unset one would show as black: the
          swatch then shows 'no colour' over it (the picker still opens on a press). */}
        <span className={styles.colorSwatch} data-empty={value === '' || undefined}>
          <input
            type="color"
            className={styles.colorInput}
            aria-label={t.colorPicker(label)}
            value={toLongHex(value)}
            onChange={(event) => {
              setDraft(null);
              onChange(event.target.value);
            }}
          />
        </span>
        <TextField
          className={styles.grow}
          aria-labelledby={`${id}-label`}
          value={text}
          isInvalid={isInvalid}
          errorMessage="Use a colour such as #2563EB"
          onChange={(next) => {
            setDraft(next);
            if (next === '' || isCssColor(next.trim())) onChange(next.trim());
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
    </div>
  );
}
