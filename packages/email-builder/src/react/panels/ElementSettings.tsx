import { useId } from 'react';
import { Button, TextArea, TextField } from '@crm/ui';
import { ALIGNMENTS, FONT_FAMILIES, FONT_SIZES, SPACER_HEIGHTS } from '../../core/constants';
import type { ContrastIssue } from '../../core/contrastIssues';
import { isCssBorder, isCssLength } from '../../core/cssValues';
import type { DesignElement, ElementSettings as Settings } from '../../core/schema';
import { ELEMENT_LABELS } from '../elementLabels';
import { ColorField } from './ColorField';
import { CssTextField } from './CssTextField';
import { OptionSelect } from './OptionSelect';
import * as styles from './panels.css';

const ALIGNMENT_OPTIONS = ALIGNMENTS.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

export interface ElementSettingsProps {
  /** The selected element. */
  element: DesignElement;
  /**
   * Its contrast problem, if its text is hard to read.
   * @default undefined
   */
  contrastIssue?: ContrastIssue;
  /** Called with the element's new content. */
  onContentChange: (content: string) => void;
  /** Called with one changed setting ('' clears it). */
  onSettingChange: <K extends keyof Settings>(key: K, value: Settings[K] | '') => void;
  /** Back: deselects the element. */
  onBack: () => void;
  /** Remove: deletes the element. */
  onRemove: () => void;
}

const lengthField = (
  label: string,
  example: string,
  maxParts = 1,
): { label: string; isValid: (value: string) => boolean; errorMessage: string } => ({
  label,
  isValid: (value) => isCssLength(value, maxParts),
  errorMessage: `Use a length such as ${example}`,
});

/** The settings of the selected element, with Back and Remove (spec 2). */
export function ElementSettings({
  element,
  contrastIssue,
  onContentChange,
  onSettingChange,
  onBack,
  onRemove,
}: ElementSettingsProps) {
  const headingId = useId();
  const s = element.settings;
  const { type } = element;
  const hasText = type === 'header' || type === 'text' || type === 'button';

  return (
    <div role="group" className={styles.sidePanel} aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <h3 className={styles.heading} id={headingId}>
          Element Settings: {ELEMENT_LABELS[type]}
        </h3>
        <div className={styles.headingRow}>
          <Button variant="secondary" size="sm" onPress={onBack}>
            Back
          </Button>
          <Button variant="destructive" size="sm" onPress={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      {contrastIssue && (
        <p className={styles.warning} role="status">
          Low contrast: {contrastIssue.ratio}:1 between the text and its background. Aim for at
          least {contrastIssue.required}:1 so everyone can read it.
        </p>
      )}
      <div className={styles.fields}>
        {type === 'text' && (
          <TextArea label="Content" value={element.content} onChange={onContentChange} rows={4} />
        )}
        {(type === 'header' || type === 'button') && (
          <TextField
            label={type === 'button' ? 'Button Text' : 'Content'}
            value={element.content}
            onChange={onContentChange}
          />
        )}
        {type === 'image' && (
          <>
            <TextField
              label="Image URL"
              value={element.content}
              onChange={onContentChange}
              description="An https:// address; leave empty for the placeholder."
            />
            <TextField
              label="Alt Text"
              value={s.altText ?? ''}
              onChange={(value) => onSettingChange('altText', value)}
            />
          </>
        )}
        {(type === 'button' || type === 'image') && (
          <TextField
            label={type === 'image' ? 'Link URL' : 'URL'}
            value={s.url ?? ''}
            onChange={(value) => onSettingChange('url', value)}
            description="http, https, mailto or tel links only."
          />
        )}
        {hasText && (
          <>
            <OptionSelect
              label="Font Size"
              options={FONT_SIZES}
              value={s.fontSize}
              onChange={(value) => onSettingChange('fontSize', value)}
            />
            <OptionSelect
              label="Font Family"
              options={FONT_FAMILIES}
              value={s.fontFamily}
              onChange={(value) => onSettingChange('fontFamily', value)}
            />
            <ColorField
              label="Text Color"
              value={s.color}
              onChange={(value) => onSettingChange('color', value)}
            />
          </>
        )}
        {type !== 'divider' && (
          <ColorField
            label="Background Color"
            value={s.backgroundColor}
            onChange={(value) => onSettingChange('backgroundColor', value)}
          />
        )}
        {type !== 'divider' && type !== 'spacer' && (
          <OptionSelect
            label="Alignment"
            options={ALIGNMENT_OPTIONS}
            value={s.alignment}
            onChange={(value) => onSettingChange('alignment', value as Settings['alignment'])}
          />
        )}
        {type === 'image' && (
          <CssTextField
            {...lengthField('Width', '100% or 300px')}
            value={s.width}
            onChange={(value) => onSettingChange('width', value)}
          />
        )}
        {type === 'spacer' && (
          <OptionSelect
            label="Height"
            options={SPACER_HEIGHTS}
            value={s.height}
            onChange={(value) => onSettingChange('height', value)}
          />
        )}
        {type === 'divider' && (
          <CssTextField
            label="Border"
            isValid={isCssBorder}
            errorMessage="Use a border such as 1px solid #dddddd"
            value={s.border}
            onChange={(value) => onSettingChange('border', value)}
          />
        )}
        {type === 'button' && (
          <CssTextField
            {...lengthField('Border Radius', '4px')}
            value={s.borderRadius}
            onChange={(value) => onSettingChange('borderRadius', value)}
          />
        )}
        {type !== 'spacer' && (
          <CssTextField
            {...lengthField('Padding', '10px or 10px 20px', 4)}
            value={s.padding}
            onChange={(value) => onSettingChange('padding', value)}
          />
        )}
      </div>
    </div>
  );
}
