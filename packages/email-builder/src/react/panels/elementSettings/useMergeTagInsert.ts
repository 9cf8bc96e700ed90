import { useRef, type FocusEvent } from 'react';
import { mergeTagText } from '../../../core/mergeTags';

type Caret = { start: number; end: number };

/**
 * Inserting a merge tag into a text field where its caret was: the field loses focus to the menu's
 * button, so the caret is remembered on blur, and the tag goes there (or at the end).
 */
export function useMergeTagInsert(value: string, onChange: (next: string) => void) {
  const caret = useRef<Caret | null>(null);
  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { selectionStart, selectionEnd, value: text } = event.target;
    caret.current = { start: selectionStart ?? text.length, end: selectionEnd ?? text.length };
  };
  const insert = (name: string) => {
    const tag = mergeTagText(name);
    const { start, end } = caret.current ?? { start: value.length, end: value.length };
    onChange(value.slice(0, start) + tag + value.slice(end));
    caret.current = { start: start + tag.length, end: start + tag.length };
  };
  return { onBlur, insert };
}
