import { useId, useRef, useState, type FocusEvent } from 'react';
import {
  Button,
  FileTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  Switch,
  TextArea,
  TextField,
} from '@crm/ui';
import {
  ALIGNMENTS,
  BLOCK_TYPES,
  COLUMN_LAYOUTS,
  FONT_FAMILIES,
  FONT_SIZES,
  SPACER_HEIGHTS,
} from '../../core/constants';
import type { ContrastIssue } from '../../core/contrastIssues';
import { isCssBorder, isCssLength } from '../../core/cssValues';
import { mergeTagText, type MergeTag } from '../../core/mergeTags';
import { richTextFromPlain, type RichText } from '../../core/richText/RichText';
import type { BlockType, DesignElement, ElementSettings as Settings } from '../../core/schema';
import { UPLOADABLE_IMAGE_TYPES } from '../canvas/ImageDropTarget';
import { describeElement } from '../elementLabels';
import { useMessages } from '../messages';
import { ColorField } from './ColorField';
import { CssTextField } from './CssTextField';
import { MergeTagMenu } from './MergeTagMenu';
import { OptionSelect } from './OptionSelect';
import { RichTextEditor, type RichTextEditorHandle } from './RichTextEditor';
import * as styles from './panels.css';

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
}

const NO_TAGS: readonly MergeTag[] = [];
type Caret = { start: number; end: number };

const lengthField = (
  label: string,
  errorMessage: string,
  maxParts = 1,
): { label: string; isValid: (value: string) => boolean; errorMessage: string } => ({
  label,
  isValid: (value) => isCssLength(value, maxParts),
  errorMessage,
});

/** The settings of the selected element, with Back and Remove (spec 2). */
export function ElementSettings({
  element,
  contrastIssue,
  onContentChange,
  onSettingChange,
  onBack,
  onRemove,
  mergeTags = NO_TAGS,
  onUploadImage,
  onRichChange,
  onAddToColumn,
  onSelectBlock,
  onMoveBlock,
}: ElementSettingsProps) {
  const richEditor = useRef<RichTextEditorHandle>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const headingId = useId();
  const t = useMessages();
  const alignmentOptions = ALIGNMENTS.map((value) => ({ value, label: t.alignments[value] }));
  const s = element.settings;
  const { type } = element;
  const hasText = type === 'header' || type === 'text' || type === 'button';
  const canFormat = Boolean(onRichChange) && (type === 'header' || type === 'text');
  const isRich = canFormat && element.rich !== undefined;

  // Where the caret was when a field lost focus (to the menu button): the tag goes there.
  const carets = useRef<Record<string, Caret>>({});
  const rememberCaret = (
    field: string,
    event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>,
  ) => {
    const { selectionStart, selectionEnd, value } = event.target;
    carets.current[field] = {
      start: selectionStart ?? value.length,
      end: selectionEnd ?? value.length,
    };
  };
  const insertTag = (
    field: string,
    value: string,
    change: (next: string) => void,
    name: string,
  ) => {
    const tag = mergeTagText(name);
    const { start, end } = carets.current[field] ?? { start: value.length, end: value.length };
    change(value.slice(0, start) + tag + value.slice(end));
    carets.current[field] = { start: start + tag.length, end: start + tag.length };
  };
  const contentLabel = type === 'button' ? t.buttonText : t.content;
  const urlLabel = type === 'image' ? t.linkUrl : t.url;
  const url = s.url ?? '';

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
      <div className={styles.fields}>
        {canFormat && (
          <Switch
            isSelected={isRich}
            onChange={(on) => onRichChange?.(on ? richTextFromPlain(element.content) : undefined)}
          >
            {t.formatText}
          </Switch>
        )}
        {isRich && (
          <RichTextEditor
            ref={richEditor}
            label={contentLabel}
            defaultValue={element.rich ?? []}
            onChange={(rich) => onRichChange?.(rich)}
            allowLists={type === 'text'}
          />
        )}
        {type === 'text' && !isRich && (
          <TextArea
            label={t.content}
            value={element.content}
            onChange={onContentChange}
            onBlur={(event) => rememberCaret('content', event)}
            rows={4}
          />
        )}
        {((type === 'header' && !isRich) || type === 'button') && (
          <TextField
            label={contentLabel}
            value={element.content}
            onChange={onContentChange}
            onBlur={(event) => rememberCaret('content', event)}
          />
        )}
        {hasText && (
          <MergeTagMenu
            tags={mergeTags}
            fieldLabel={contentLabel}
            onInsert={(name) =>
              isRich
                ? richEditor.current?.insertText(mergeTagText(name))
                : insertTag('content', element.content, onContentChange, name)
            }
          />
        )}
        {type === 'image' && (
          <>
            <TextField
              label={t.imageUrl}
              value={element.content}
              onChange={onContentChange}
              description={t.imageUrlDescription}
            />
            {onUploadImage && (
              <FileTrigger
                acceptedFileTypes={UPLOADABLE_IMAGE_TYPES}
                onSelect={(files) => {
                  const file = files?.[0];
                  if (!file) return;
                  setUpload({ busy: true });
                  onUploadImage(file).then(
                    (url) => {
                      setUpload({ busy: false });
                      onContentChange(url);
                    },
                    (error: unknown) =>
                      setUpload({
                        busy: false,
                        error: t.uploadFailed(
                          error instanceof Error ? error.message : String(error),
                        ),
                      }),
                  );
                }}
              >
                <Button variant="secondary" size="sm" isDisabled={upload.busy}>
                  {upload.busy ? t.uploading : t.uploadImage}
                </Button>
              </FileTrigger>
            )}
            {upload.error && (
              <p className={styles.warning} role="alert">
                {upload.error}
              </p>
            )}
            <TextField
              label={t.altText}
              value={s.altText ?? ''}
              onChange={(value) => onSettingChange('altText', value)}
            />
          </>
        )}
        {(type === 'button' || type === 'image') && (
          <>
            <TextField
              label={urlLabel}
              value={url}
              onChange={(value) => onSettingChange('url', value)}
              onBlur={(event) => rememberCaret('url', event)}
              description={t.urlDescription}
            />
            <MergeTagMenu
              tags={mergeTags}
              fieldLabel={urlLabel}
              onInsert={(name) =>
                insertTag('url', url, (value) => onSettingChange('url', value), name)
              }
            />
          </>
        )}
        {hasText && (
          <>
            <OptionSelect
              label={t.fontSize}
              options={FONT_SIZES}
              value={s.fontSize}
              onChange={(value) => onSettingChange('fontSize', value)}
            />
            <OptionSelect
              label={t.fontFamily}
              options={FONT_FAMILIES}
              value={s.fontFamily}
              onChange={(value) => onSettingChange('fontFamily', value)}
            />
            <ColorField
              label={t.textColor}
              value={s.color}
              onChange={(value) => onSettingChange('color', value)}
            />
          </>
        )}
        {type !== 'divider' && (
          <ColorField
            label={t.backgroundColor}
            value={s.backgroundColor}
            onChange={(value) => onSettingChange('backgroundColor', value)}
          />
        )}
        {type === 'columns' && (
          <>
            <OptionSelect
              label={t.layout}
              options={COLUMN_LAYOUTS}
              value={s.layout ?? '50/50'}
              onChange={(value) => onSettingChange('layout', value as Settings['layout'])}
            />
            {(element.columns ?? []).map(({ elements: blocks }, column) => (
              <section key={column} className={styles.fields} aria-label={t.column(column + 1)}>
                <h4 className={styles.heading}>{t.column(column + 1)}</h4>
                {blocks.length === 0 && <p className={styles.muted}>{t.emptyColumn}</p>}
                {blocks.length > 0 && (
                  <ul className={styles.blockList}>
                    {blocks.map((block, index) => {
                      const name = describeElement(block, t.elementLabels);
                      return (
                        <li key={block.id} className={styles.headingRow}>
                          <Button
                            variant="ghost"
                            size="sm"
                            onPress={() => onSelectBlock?.(block.id)}
                            isDisabled={!onSelectBlock}
                          >
                            {t.edit(name).replace(/: $/, '')}
                          </Button>
                          <span className={styles.headingRow}>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t.moveUp(name)}
                              isDisabled={!onMoveBlock || index === 0}
                              onPress={() => onMoveBlock?.(block.id, -1)}
                            >
                              ↑
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={t.moveDown(name)}
                              isDisabled={!onMoveBlock || index === blocks.length - 1}
                              onPress={() => onMoveBlock?.(block.id, 1)}
                            >
                              ↓
                            </Button>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
                {onAddToColumn && (
                  <MenuTrigger>
                    <Button variant="secondary" size="sm">
                      {t.addToColumn(column + 1)}
                    </Button>
                    <Menu onAction={(key) => onAddToColumn(column, key as BlockType)}>
                      {BLOCK_TYPES.map((blockType) => (
                        <MenuItem key={blockType} id={blockType}>
                          {t.elementLabels[blockType]}
                        </MenuItem>
                      ))}
                    </Menu>
                  </MenuTrigger>
                )}
              </section>
            ))}
          </>
        )}
        {type !== 'divider' && type !== 'spacer' && type !== 'columns' && (
          <OptionSelect
            label={t.alignment}
            options={alignmentOptions}
            value={s.alignment}
            onChange={(value) => onSettingChange('alignment', value as Settings['alignment'])}
          />
        )}
        {type === 'image' && (
          <CssTextField
            {...lengthField(t.width, t.useLength('100% or 300px'))}
            value={s.width}
            onChange={(value) => onSettingChange('width', value)}
          />
        )}
        {type === 'spacer' && (
          <OptionSelect
            label={t.height}
            options={SPACER_HEIGHTS}
            value={s.height}
            onChange={(value) => onSettingChange('height', value)}
          />
        )}
        {type === 'divider' && (
          <CssTextField
            label={t.border}
            isValid={isCssBorder}
            errorMessage={t.useBorder}
            value={s.border}
            onChange={(value) => onSettingChange('border', value)}
          />
        )}
        {type === 'button' && (
          <CssTextField
            {...lengthField(t.borderRadius, t.useLength('4px'))}
            value={s.borderRadius}
            onChange={(value) => onSettingChange('borderRadius', value)}
          />
        )}
        {type !== 'spacer' && (
          <CssTextField
            {...lengthField(t.padding, t.useLength('10px or 10px 20px'), 4)}
            value={s.padding}
            onChange={(value) => onSettingChange('padding', value)}
          />
        )}
      </div>
    </div>
  );
}
