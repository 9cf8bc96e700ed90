import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { Button, TextField } from '@crm/ui';
import { Toolbar, ToggleButton } from 'react-aria-components';
import { richTextFromHtml } from '../../core/richText/richTextFromHtml';
import { richTextToEditorHtml as editorHtml } from '../../core/richText/richTextToEditorHtml';
import { richTextFromPlain, type RichText } from '../../core/richText/RichText';
import { safeHref } from '../../core/safeUrl';
import { useMessages } from '../messages';
import * as styles from './RichTextEditor.css';

export interface RichTextEditorProps {
  /** The field's label. */
  label: string;
  /** The text shown first; later values do not replace what is being edited (key the editor). */
  defaultValue: RichText;
  /** Called with the rich text after every edit, already reduced to what rich text can hold. */
  onChange: (rich: RichText) => void;
  /**
   * Offers the list buttons (a header has none: it is one block of lines).
   * @default true
   */
  allowLists?: boolean;
}

/** What a parent can do to the editor: insert text (a merge tag) where the caret was. */
export interface RichTextEditorHandle {
  insertText: (text: string) => void;
}

type Mark = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

/**
 * Formatted text for header and text elements: a toolbar (bold, italic, underline, link, lists) that
 * works by keyboard (arrow keys move along it; Ctrl/Cmd+B, I and U work in the text) over an
 * editable area. What is typed or pasted (from Word, Google Docs, a web page) is read back into rich
 * text by `richTextFromHtml`, so only what rich text can hold is ever kept.
 */
export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(
  function RichTextEditor({ label, defaultValue, onChange, allowLists = true }, ref) {
    const t = useMessages();
    const labelId = useId();
    const editor = useRef<HTMLDivElement>(null);
    const range = useRef<Range | null>(null);
    const [marks, setMarks] = useState<Record<Mark, boolean>>({
      bold: false,
      italic: false,
      underline: false,
      insertUnorderedList: false,
      insertOrderedList: false,
    });
    const [link, setLink] = useState<{ open: boolean; url: string; error?: string }>({
      open: false,
      url: '',
    });

    useEffect(() => {
      if (editor.current) editor.current.innerHTML = editorHtml(defaultValue);
      // Only once: the editor owns its content while it is shown.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    const emit = useCallback(() => {
      if (editor.current)
        onChange(richTextFromHtml(editor.current.innerHTML, { whitespace: 'preserve' }));
    }, [onChange]);

    const readMarks = useCallback(() => {
      const selection = document.getSelection();
      if (!editor.current || !selection?.rangeCount) return;
      const current = selection.getRangeAt(0);
      if (!editor.current.contains(current.commonAncestorContainer)) return;
      range.current = current.cloneRange();
      setMarks({
        bold: document.queryCommandState('bold'),
        italic: document.queryCommandState('italic'),
        underline: document.queryCommandState('underline'),
        insertUnorderedList: document.queryCommandState('insertUnorderedList'),
        insertOrderedList: document.queryCommandState('insertOrderedList'),
      });
    }, []);

    useEffect(() => {
      document.addEventListener('selectionchange', readMarks);
      return () => document.removeEventListener('selectionchange', readMarks);
    }, [readMarks]);

    // The toolbar took focus: give the text its focus and selection back, then run the command.
    // execCommand is deprecated but still the only way to edit a selection that keeps the
    // browser's own undo and caret handling; what it produces is read back through the parser.
    const run = (command: string, value?: string) => {
      const node = editor.current;
      if (!node) return;
      node.focus();
      const selection = document.getSelection();
      if (range.current && selection) {
        selection.removeAllRanges();
        selection.addRange(range.current);
      }
      document.execCommand(command, false, value);
      emit();
      readMarks();
    };

    useImperativeHandle(ref, () => ({ insertText: (text) => run('insertText', text) }));

    const applyLink = () => {
      const url = link.url.trim();
      if (url && safeHref(url) === '#') {
        setLink({ ...link, error: t.linkInvalid });
        return;
      }
      setLink({ open: false, url: '' });
      run(url ? 'createLink' : 'unlink', url || undefined);
    };

    const toggles: [Mark, string][] = [
      ['bold', t.bold],
      ['italic', t.italic],
      ['underline', t.underline],
      ...(allowLists
        ? ([
            ['insertUnorderedList', t.bulletedList],
            ['insertOrderedList', t.numberedList],
          ] as [Mark, string][])
        : []),
    ];

    return (
      <div className={styles.root}>
        <span className={styles.label} id={labelId}>
          {label}
        </span>
        <Toolbar aria-label={t.formatting(label)} className={styles.toolbar}>
          {toggles.map(([command, name]) => (
            <ToggleButton
              key={command}
              className={styles.toolButton}
              isSelected={marks[command]}
              onChange={() => run(command)}
            >
              {name}
            </ToggleButton>
          ))}
          <ToggleButton
            className={styles.toolButton}
            isSelected={link.open}
            onChange={(open) => setLink({ open, url: '' })}
          >
            {t.link}
          </ToggleButton>
        </Toolbar>
        {link.open && (
          <div className={styles.linkRow}>
            <TextField
              label={t.linkUrl}
              value={link.url}
              onChange={(url) => setLink({ open: true, url })}
              description={t.urlDescription}
              errorMessage={link.error}
              isInvalid={Boolean(link.error)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyLink();
              }}
              autoFocus
            />
            <Button variant="secondary" size="sm" onPress={applyLink}>
              {t.applyLink}
            </Button>
          </div>
        )}
        <div
          ref={editor}
          className={styles.editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onKeyUp={readMarks}
          onPaste={(event) => {
            // Only what rich text can hold goes in, whatever the clipboard brings.
            event.preventDefault();
            const html = event.clipboardData.getData('text/html');
            const rich = html
              ? richTextFromHtml(html)
              : richTextFromPlain(event.clipboardData.getData('text/plain'));
            document.execCommand('insertHTML', false, editorHtml(rich));
            emit();
          }}
        />
      </div>
    );
  },
);
