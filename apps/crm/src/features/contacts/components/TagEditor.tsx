import { useState } from 'react';
import { Button, TextField, XIcon, visuallyHidden } from '@crm/ui';
import { ContactUpdateInputSchema, parseInput } from '@crm/api-client';
import * as formStyles from '../../../styles/form.css';
import * as styles from './ContactsScreen.css';

/**
 * Why `tag` cannot join `tags`: the contract's rules for a contact's tags (blank, too long, too
 * many: the server's own messages), then the screen's own, that a tag is not there twice.
 */
export function tagError(tag: string, tags: readonly string[]): string | undefined {
  const result = parseInput(ContactUpdateInputSchema, { tags: [...tags, tag] });
  if (!result.success) return result.error.message;
  if (tags.includes(tag.trim())) return 'The contact already has this tag';
  return undefined;
}

export interface TagEditorProps {
  /** The tags, in order. */
  value: string[];
  /** Called with the new list when a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /**
   * The legend of the group.
   * @default 'Tags'
   */
  label?: string;
  /**
   * Hides the legend from sight (screen readers still hear it), where a visible term already
   * names the tags (the contact page's details).
   * @default false
   */
  isLabelHidden?: boolean;
  /**
   * What is wrong with the list as a whole (the form's error for `tags`).
   * @default undefined
   */
  errorMessage?: string; /**
   * The form's name for the value (`form.field(name)` gives it); unused.
   * @default undefined
   */
  name?: string;
  /**
   * Whether the form found the value wrong: `errorMessage` then says why.
   * @default false
   */
  isInvalid?: boolean;
}

/** A contact's tags as removable chips, and a field that adds one (Enter or the Add button). */
export function TagEditor({
  value: tags,
  onChange,
  label = 'Tags',
  isLabelHidden = false,
  errorMessage,
}: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();

  function add() {
    const problem = tagError(draft, tags);
    if (problem) {
      setError(problem);
      return;
    }
    onChange([...tags, draft.trim()]);
    setDraft('');
    setError(undefined);
  }

  const shown = error ?? errorMessage;
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={isLabelHidden ? visuallyHidden : formStyles.legend}>{label}</legend>
      {tags.length ? (
        <ul className={styles.tagList} aria-label="Current tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove tag ${tag}`}
                onPress={() => onChange(tags.filter((t) => t !== tag))}
              >
                <XIcon />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={formStyles.hint}>No tags yet.</p>
      )}
      <div className={styles.addRow}>
        <TextField
          className={styles.grow}
          label="New tag"
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag instead of submitting the dialog's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          isInvalid={Boolean(shown)}
          errorMessage={shown}
        />
        <Button variant="secondary" className={styles.besideField} onPress={add}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}
