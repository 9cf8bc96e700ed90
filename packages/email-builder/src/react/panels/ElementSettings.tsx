import { useEffect, useId, useRef } from 'react';
import { Button } from '@crm/ui';
import type { ContrastIssue } from '../../core/contrastIssues';
import type { MergeTag } from '../../core/mergeTags';
import type { RichText } from '../../core/richText/RichText';
import type { BlockType, DesignElement } from '../../core/schema';
import { useMessages } from '../messages';
import { ColorField } from './ColorField';
import { BoxFields } from './elementSettings/BoxFields';
import { ColumnsFields } from './elementSettings/ColumnsFields';
import { ContentFields } from './elementSettings/ContentFields';
import type { ImageLibrary } from '../imageLibrary/ImageLibrary';
import { ImageFields } from './elementSettings/ImageFields';
import { LinkField } from './elementSettings/LinkField';
import { TypographyFields } from './elementSettings/TypographyFields';
import * as styles from './panels.css';
import type { SettingChange } from './elementSettings/SettingChange';

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
  onSettingChange: SettingChange;
  /** Back: deselects the element. */
  onBack: () => void;
  /** Remove: deletes the element. */
  onRemove: () => void;
  /**
   * Merge tags offered by an 'Insert merge tag' menu beside the text and link fields.
   * @default []
   */
  mergeTags?: readonly MergeTag[];
  /**
   * Uploads an image file and resolves to its URL; with it, image settings offer 'Upload image'.
   * @default undefined (the URL field only)
   */
  onUploadImage?: (file: File) => Promise<string>;
  /**
   * The account's earlier uploads; with it, image settings offer 'Choose from library'.
   * @default undefined
   */
  imageLibrary?: ImageLibrary;
  /**
   * Called with a header's or text's formatted text, or undefined when formatting is turned off
   * (the plain content stays). Without it, headers and texts are plain only.
   * @default undefined
   */
  onRichChange?: (rich: RichText | undefined) => void;
  /**
   * Adds a new block of this type to the given column of the selected columns element.
   * @default undefined (no add buttons)
   */
  onAddToColumn?: (column: number, type: BlockType) => void;
  /**
   * Selects a block of the selected columns element, to edit it.
   * @default undefined
   */
  onSelectBlock?: (id: string) => void;
  /**
   * Moves a block of the selected columns element one place up (-1) or down (1) in its column.
   * @default undefined
   */
  onMoveBlock?: (id: string, by: -1 | 1) => void;
  /**
   * Moves focus to the first field when the settings appear: after an Add, so that the keyboard
   * lands in the new block's settings instead of on the page (the Add button is gone by then).
   * @default false
   */
  autoFocus?: boolean;
}

// The fields a user types or chooses in: not the 'Format text' switch or a colour's picker button.
const FIRST_FIELD =
  'input:not([type="checkbox"]):not([type="color"]):not([type="file"]), textarea, ' +
  '[contenteditable="true"], button[aria-haspopup="listbox"]';

const NO_TAGS: readonly MergeTag[] = [];

/**
 * The settings of the selected element, with Back and Remove (spec 2): a heading, a low-contrast
 * warning, and the groups of fields its type has, each a part of its own (`elementSettings/`).
 */
export function ElementSettings({
  element,
  contrastIssue,
  onContentChange,
  onSettingChange,
  onBack,
  onRemove,
  mergeTags = NO_TAGS,
  onUploadImage,
  imageLibrary,
  onRichChange,
  onAddToColumn,
  onSelectBlock,
  onMoveBlock,
  autoFocus = false,
}: ElementSettingsProps) {
  const headingId = useId();
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus) fields.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    // On appearing only: a later render must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const t = useMessages();
  const { type, settings } = element;
  const hasText = type === 'header' || type === 'text' || type === 'button';

  return (
    <div role="group" className={styles.sidePanel} aria-labelledby={headingId}>
      <div className={styles.headingRow}>
        <h3 className={styles.heading} id={headingId}>
          {t.elementSettings(t.elementLabels[type])}
        </h3>
        <div className={styles.headingRow}>
          <Button variant="secondary" size="sm" onPress={onBack}>
            {t.back}
          </Button>
          <Button variant="destructive" size="sm" onPress={onRemove}>
            {t.remove}
          </Button>
        </div>
      </div>
      {contrastIssue && (
        <p className={styles.warning} role="status">
          {t.lowContrast(contrastIssue.ratio, contrastIssue.required)}
        </p>
      )}
      <div ref={fields} className={styles.fields}>
        {hasText && (
          <ContentFields
            element={element}
            onContentChange={onContentChange}
            onRichChange={onRichChange}
            mergeTags={mergeTags}
          />
        )}
        {type === 'image' && (
          <ImageFields
            element={element}
            onContentChange={onContentChange}
            onSettingChange={onSettingChange}
            onUploadImage={onUploadImage}
            imageLibrary={imageLibrary}
          />
        )}
        {(type === 'button' || type === 'image') && (
          <LinkField
            label={type === 'image' ? t.linkUrl : t.url}
            value={settings.url ?? ''}
            onChange={(value) => onSettingChange('url', value)}
            mergeTags={mergeTags}
          />
        )}
        {hasText && <TypographyFields settings={settings} onSettingChange={onSettingChange} />}
        {type !== 'divider' && (
          <ColorField
            label={t.backgroundColor}
            value={settings.backgroundColor}
            onChange={(value) => onSettingChange('backgroundColor', value)}
          />
        )}
        {type === 'columns' && (
          <ColumnsFields
            element={element}
            onSettingChange={onSettingChange}
            onAddToColumn={onAddToColumn}
            onSelectBlock={onSelectBlock}
            onMoveBlock={onMoveBlock}
          />
        )}
        <BoxFields type={type} settings={settings} onSettingChange={onSettingChange} />
      </div>
    </div>
  );
}
