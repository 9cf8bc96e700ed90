import { useId } from 'react';
import { CONTENT_WIDTHS, EMAIL_FONT_SIZES, FONT_FAMILIES } from '../../core/constants';
import type { EmailStyle } from '../../core/schema';
import { ColorField } from './ColorField';
import { OptionSelect } from './OptionSelect';
import { useMessages } from '../messages';
import * as styles from './panels.css';

export interface EmailStyleSettingsProps {
  /** The email style. */
  style: EmailStyle;
  /** Called with one changed style value. */
  onChange: <K extends keyof EmailStyle>(key: K, value: EmailStyle[K]) => void;
}

/** Settings for the whole email, shown while no element is selected (spec 2). */
export function EmailStyleSettings({ style, onChange }: EmailStyleSettingsProps) {
  const headingId = useId();
  const t = useMessages();
  return (
    <div role="group" className={styles.fields} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t.emailStyle}
      </h3>
      <ColorField
        label={t.backgroundColor}
        value={style.backgroundColor}
        onChange={(value) => value && onChange('backgroundColor', value)}
      />
      <ColorField
        label={t.textColor}
        value={style.textColor}
        onChange={(value) => value && onChange('textColor', value)}
      />
      <OptionSelect
        label={t.fontFamily}
        options={FONT_FAMILIES}
        value={style.fontFamily}
        onChange={(value) => onChange('fontFamily', value)}
      />
      <OptionSelect
        label={t.fontSize}
        options={EMAIL_FONT_SIZES}
        value={style.fontSize}
        onChange={(value) => onChange('fontSize', value)}
      />
      <OptionSelect
        label={t.contentWidth}
        options={CONTENT_WIDTHS}
        value={style.contentWidth}
        onChange={(value) => onChange('contentWidth', value)}
      />
    </div>
  );
}
