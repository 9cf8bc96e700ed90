import { useState } from 'react';
import { Button, ComboBox, ComboBoxItem, XIcon } from '@crm/ui';
import { useContactTags } from '@crm/api-client/react';
import * as styles from './TagPicker.css';

/** Chosen items as chips, each with a button that removes it (named by `removeLabel`). */
export function ChipList<T>({
  items,
  label,
  keyOf,
  textOf,
  removeLabel,
  onRemove,
}: {
  items: readonly T[];
  label: string;
  keyOf: (item: T) => string | number;
  textOf: (item: T) => string;
  removeLabel: (text: string) => string;
  onRemove: (item: T) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)} className={styles.chip}>
          {textOf(item)}
          <Button
            variant="ghost"
            size="sm"
            aria-label={removeLabel(textOf(item))}
            onPress={() => onRemove(item)}
          >
            <XIcon />
          </Button>
        </li>
      ))}
    </ul>
  );
}

export interface TagPickerProps {
  /** The chosen tags, in order. */
  tags: string[];
  /** Called with the new list when a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /**
   * The field's label.
   * @default 'Tag'
   */
  label?: string;
  /**
   * The name of the list of chosen tags.
   * @default 'Chosen tags'
   */
  listLabel?: string;
  /**
   * The add button's name (two pickers in one form need two names).
   * @default 'Add tag'
   */
  addLabel?: string;
}

/**
 * Tags to match (a segment's condition, a campaign's audience): chosen from the account's tags,
 * most used first, or typed; shown as removable chips. A tag is there once, ignoring case.
 */
export function TagPicker({
  tags,
  onChange,
  label = 'Tag',
  listLabel = 'Chosen tags',
  addLabel = 'Add tag',
}: TagPickerProps) {
  const [draft, setDraft] = useState('');
  const suggestions = (useContactTags(draft).data ?? []).filter((tag) => !tags.includes(tag));
  const add = (tag: string) => {
    const clean = tag.trim();
    if (clean && !tags.some((t) => t.toLowerCase() === clean.toLowerCase()))
      onChange([...tags, clean]);
    setDraft('');
  };
  return (
    <>
      <ComboBox
        className={styles.control}
        label={label}
        placeholder="Choose or type a tag"
        openLabel="Show tags"
        allowsCustomValue
        menuTrigger="focus"
        items={suggestions.map((tag) => ({ id: tag, tag }))}
        inputValue={draft}
        onInputChange={setDraft}
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key !== null) add(String(key));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft.trim()) add(draft);
        }}
      >
        {({ id, tag }) => <ComboBoxItem id={id}>{tag}</ComboBoxItem>}
      </ComboBox>
      <Button variant="secondary" isDisabled={!draft.trim()} onPress={() => add(draft)}>
        {addLabel}
      </Button>
      <ChipList
        items={tags}
        label={listLabel}
        keyOf={(tag) => tag}
        textOf={(tag) => tag}
        removeLabel={(tag) => `Remove tag ${tag}`}
        onRemove={(tag) => onChange(tags.filter((t) => t !== tag))}
      />
    </>
  );
}
