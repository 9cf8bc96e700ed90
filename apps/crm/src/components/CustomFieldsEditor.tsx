import { Button, TextField } from '@crm/ui';
import type { Contact } from '@crm/api-client';
import * as formStyles from '../styles/form.css';
import * as styles from './CustomFieldsEditor.css';

/** A record's custom fields: a contact's and a company's are the same shape. */
type CustomFields = Contact['customFields'];

/** One editable custom field; `key` keeps React's identity while the name is being typed. */
export interface CustomFieldRow {
  key: number;
  name: string;
  value: string;
}

let nextKey = 0;

/** The rows of a record's custom fields, values as text. */
export function customFieldRows(fields: CustomFields): CustomFieldRow[] {
  return Object.entries(fields).map(([name, value]) => ({
    key: nextKey++,
    name,
    value: value === null ? '' : String(value),
  }));
}

/**
 * The custom fields the rows describe. Rows without a name are dropped; a value left as it was
 * keeps its type (a number or true/false from an import stays one).
 */
export function customFieldsOf(rows: CustomFieldRow[], original: CustomFields): CustomFields {
  const fields: CustomFields = {};
  for (const { name, value } of rows) {
    const key = name.trim();
    if (!key) continue;
    const before = original[key];
    fields[key] =
      before !== undefined && (before === null ? '' : String(before)) === value ? before : value;
  }
  return fields;
}

export interface CustomFieldsEditorProps {
  /** The rows, in order (`customFieldRows` of a record's fields). */
  value: CustomFieldRow[];
  onChange: (rows: CustomFieldRow[]) => void;
  /**
   * What the contract says is wrong with the fields (too many, a name or value too long).
   * @default undefined
   */
  errorMessage?: string;
  /**
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

/** Name and value pairs, each removable, and a button that adds one. */
export function CustomFieldsEditor({
  value: rows,
  onChange,
  errorMessage,
}: CustomFieldsEditorProps) {
  const change = (key: number, patch: Partial<CustomFieldRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>Custom Fields</legend>
      {rows.length === 0 && <p className={formStyles.hint}>No custom fields.</p>}
      {rows.map((row, index) => (
        <div key={row.key} className={styles.customFieldRow}>
          <TextField
            aria-label={`Custom field ${index + 1} name`}
            placeholder="Name"
            value={row.name}
            onChange={(name) => change(row.key, { name })}
          />
          <TextField
            aria-label={`Custom field ${index + 1} value`}
            placeholder="Value"
            value={row.value}
            onChange={(value) => change(row.key, { value })}
          />
          <Button
            variant="ghost"
            aria-label={`Remove custom field ${row.name || index + 1}`}
            onPress={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => onChange([...rows, { key: nextKey++, name: '', value: '' }])}
        >
          Add Field
        </Button>
      </div>
      {errorMessage && (
        <p className={formStyles.error} role="alert">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
