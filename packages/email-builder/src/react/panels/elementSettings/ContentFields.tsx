import { useRef } from 'react';
import { Switch, TextArea, TextField } from '@crm/ui';
import { mergeTagText, type MergeTag } from '../../../core/mergeTags';
import { richTextFromPlain, type RichText } from '../../../core/richText/RichText';
import type { DesignElement } from '../../../core/schema';
import { useMessages } from '../../messages';
import { MergeTagMenu } from '../MergeTagMenu';
import { RichTextEditor, type RichTextEditorHandle } from '../RichTextEditor';
import { useMergeTagInsert } from './useMergeTagInsert';

export interface ContentFieldsProps {
  /** A header, text or button element. */
  element: DesignElement;
  /** Called with the element's new plain content. */
  onContentChange: (content: string) => void;
  /** Called with formatted text, or undefined when formatting is turned off; without it, plain only. */
  onRichChange?: (rich: RichText | undefined) => void;
  /** Merge tags offered beside the field. */
  mergeTags: readonly MergeTag[];
}

/**
 * The words of a header, text or button: a plain field, or (headers and texts, with `onRichChange`)
 * the formatted-text editor behind a 'Format text' switch; merge tags go in at the caret.
 */
export function ContentFields({
  element,
  onContentChange,
  onRichChange,
  mergeTags,
}: ContentFieldsProps) {
  const t = useMessages();
  const richEditor = useRef<RichTextEditorHandle>(null);
  const plain = useMergeTagInsert(element.content, onContentChange);
  const { type } = element;
  const canFormat = Boolean(onRichChange) && (type === 'header' || type === 'text');
  const isRich = canFormat && element.rich !== undefined;
  const label = type === 'button' ? t.buttonText : t.content;
  return (
    <>
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
          label={label}
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
          onBlur={plain.onBlur}
          rows={4}
        />
      )}
      {((type === 'header' && !isRich) || type === 'button') && (
        <TextField
          label={label}
          value={element.content}
          onChange={onContentChange}
          onBlur={plain.onBlur}
        />
      )}
      <MergeTagMenu
        tags={mergeTags}
        fieldLabel={label}
        onInsert={(name) =>
          isRich ? richEditor.current?.insertText(mergeTagText(name)) : plain.insert(name)
        }
      />
    </>
  );
}
