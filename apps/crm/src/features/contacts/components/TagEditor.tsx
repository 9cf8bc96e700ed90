import { useState } from 'react';
import { Button, TextField, XIcon } from '@crm/ui';
import { FIELD_LIMITS } from '@crm/api-client';
import * as styles from './ContactsScreen.css';

/** Checks a new tag against the contract's rules (the messages the server would answer with). */
export function tagError(tag: string, tags: readonly string[]): string | undefined {
  if (!tag) return 'Tag is required';
  if (tag.length > FIELD_LIMITS.tag) return `A tag must be at most ${FIELD_LIMITS.tag} characters`;
  if (tags.includes(tag)) return 'The contact already has this tag';
  if (tags.length >= FIELD_LIMITS.tags)
    return `A contact can have at most ${FIELD_LIMITS.tags} tags`;
  return undefined;
}

export interface TagEditorProps {
  /** The tags, in order. */
  tags: string[];
  /** Called with the new list when a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /**
   * The legend of the group.
   * @default 'Tags'
   */
  label?: string;
}

/** A contact's tags as removable chips, and a field that adds one (Enter or the Add button). */
export function TagEditor({ tags, onChange, label = 'Tags' }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();

  function add() {
    const tag = draft.trim();
    const problem = tagError(tag, tags);
    if (problem) {
      setError(problem);
      return;
    }
    onChange([...tags, tag]);
    setDraft('');
    setError(undefined);
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
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
        <p className={styles.hint}>No tags yet.</p>
      )}
      <div className={styles.addRow}>
        <TextField
          className={styles.grow}
          label="New tag"
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter adds the tag instead of submitting the dialog's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          isInvalid={Boolean(error)}
          errorMessage={error}
        />
        <Button variant="secondary" className={styles.besideField} onPress={add}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}
