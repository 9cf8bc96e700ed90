import {
  IMPORT_SOURCE_NAMES,
  IMPORT_TARGETS,
  IMPORT_TARGET_LABELS,
  type ImportColumn,
  type ImportSource,
  type ImportTarget,
} from '@crm/api-client';
import { Select, SelectItem } from '@crm/ui';
import * as styles from './ImportExportDialog.css';

const TARGET_ITEMS = IMPORT_TARGETS.map((id) => ({ id, name: IMPORT_TARGET_LABELS[id] }));

export interface ColumnMappingProps {
  /** One entry per source column, in file order. */
  columns: ImportColumn[];
  /** The first data row, shown under each column as an example. */
  sample?: string[];
  /** The tool the file seems to come from. */
  source?: ImportSource;
  /** Called with the whole mapping when one column's target changes. */
  onChange: (columns: ImportColumn[]) => void;
  /** Why the mapping cannot be used (e.g. no email column), shown under it. */
  errorMessage?: string;
  /**
   * Columns empty in every row read: left out of the list (they keep their detected field, which
   * stores nothing for an empty cell) and counted under it.
   */
  emptyColumns?: readonly number[];
}

/**
 * The mapping step: each source column with the field it will fill, detected from the headers, and
 * a select to change it. A column set to "Custom field" keeps its header as the field's name.
 */
export function ColumnMapping({
  columns,
  sample = [],
  source,
  onChange,
  errorMessage,
  emptyColumns = [],
}: ColumnMappingProps) {
  const empty = new Set(emptyColumns);
  const setTarget = (index: number, target: ImportTarget) =>
    onChange(
      columns.map((column, i) => (i === index ? { header: column.header, target } : column)),
    );
  return (
    <section aria-labelledby="import-mapping-title" className={styles.panel}>
      <h3 id="import-mapping-title" className={styles.fileName}>
        Match the columns
      </h3>
      <p className={styles.muted}>
        {source === 'crm'
          ? 'This file is an export of this app. '
          : source
            ? `This file looks like a ${IMPORT_SOURCE_NAMES[source]} export. `
            : 'The file was not recognised as another tool’s export. '}
        Check the field each column fills, and change any that are wrong.
      </p>
      <div className={styles.scroll}>
        <div className={styles.mappingGrid}>
          {columns.map((column, index) =>
            empty.has(index) ? null : (
              <div key={`${index}-${column.header}`} style={{ display: 'contents' }}>
                <div>
                  <div className={styles.fileName}>{column.header || `Column ${index + 1}`}</div>
                  <div className={styles.sample}>{sample[index] || '—'}</div>
                </div>
                <Select
                  aria-label={`Field for column ${column.header || index + 1}`}
                  items={TARGET_ITEMS}
                  selectedKey={column.target}
                  onSelectionChange={(key) => setTarget(index, key as ImportTarget)}
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
              </div>
            ),
          )}
        </div>
      </div>
      {empty.size > 0 ? (
        <p className={styles.muted}>
          {empty.size === 1
            ? '1 column is empty in every row and is left out.'
            : `${empty.size} columns are empty in every row and are left out.`}
        </p>
      ) : null}
      {errorMessage ? (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </section>
  );
}
