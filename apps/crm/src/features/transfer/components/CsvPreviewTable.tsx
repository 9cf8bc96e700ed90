import type { CsvPreview } from '../lib/importFile';
import * as styles from './ImportExportDialog.css';

export interface CsvPreviewTableProps {
  preview: CsvPreview;
}

/** The header and first five rows of a CSV, as the browser parsed them. */
export function CsvPreviewTable({ preview }: CsvPreviewTableProps) {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="File preview">
      <table className={styles.table}>
        <caption className={`${styles.muted} ${styles.caption}`}>
          Preview: the header and the first {preview.rows.length} rows
        </caption>
        <thead>
          <tr>
            {preview.headers.map((header, i) => (
              <th key={i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, r) => (
            <tr key={r}>
              {preview.headers.map((_, c) => (
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
