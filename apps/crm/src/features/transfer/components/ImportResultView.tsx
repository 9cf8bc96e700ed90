import { useEffect, useRef } from 'react';
import { IMPORT_SOURCE_NAMES, type ImportResult } from '@crm/api-client';
import { downloadBlob } from '@crm/api-client';
import { Button } from '@crm/ui';
import { importSuccessText, rejectedRowsCsv } from '../lib/importFile';
import * as styles from './ImportExportDialog.css';
import { formatCount } from '../../../lib/formatCount';

export interface ImportResultViewProps {
  result: ImportResult;
  /** Starts over with another file. */
  onImportAnother: () => void;
}

/** What an import did: the counts, where the file came from, and the rows it refused and why. */
export function ImportResultView({ result, onImportAnother }: ImportResultViewProps) {
  const { details } = result;
  const errors = details.errors ?? [];
  // The Import button that had the focus is gone: the focus moves to the result, so it stays in
  // the dialog (Esc still closes it) and a screen reader reads what the import did.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const counts: [string, number | undefined][] = [
    ['Imported', result.importedCount],
    ['Invalid', result.invalidCount],
    ['Already in your contacts', result.failedCount],
    ['Repeated in the file', details.duplicateCount],
    ['Unsubscribed', details.unsubscribedCount],
    // Shown when it happened: most imports meet no suppressed address.
    ...(details.suppressedCount
      ? [['On your suppression list', details.suppressedCount] as [string, number]]
      : []),
  ];
  return (
    <section aria-labelledby="import-result-title" className={styles.panel}>
      <div role="status">
        <h3 id="import-result-title" ref={heading} tabIndex={-1} className={styles.resultTitle}>
          {importSuccessText(result)}
        </h3>
      </div>
      {details.source ? (
        <p className={styles.muted}>
          {details.source === 'crm'
            ? 'Read as an export of this app.'
            : `Read as a ${IMPORT_SOURCE_NAMES[details.source]} export.`}
        </p>
      ) : null}
      <dl className={styles.counts}>
        {counts.map(([label, value]) => (
          <div key={label} className={styles.count}>
            <dt className={styles.muted}>{label}</dt>
            <dd className={styles.countValue}>{formatCount(value ?? 0)}</dd>
          </div>
        ))}
      </dl>
      {result.failedCount > 0 && details.failedReason ? (
        <p className={styles.muted}>{details.failedReason}</p>
      ) : null}
      {details.unsubscribedCount ? (
        <p className={styles.muted}>
          Contacts the file marks as unsubscribed were imported as unsubscribed and get no
          campaigns.
        </p>
      ) : null}
      {details.suppressedCount ? (
        <p className={styles.muted}>
          Addresses on your suppression list (they unsubscribed, bounced, complained or were erased)
          were imported as unsubscribed and get no campaigns, whatever the file says.
        </p>
      ) : null}
      {details.note ? <p className={styles.muted}>{details.note}</p> : null}
      {errors.length > 0 ? (
        <>
          <div className={styles.scroll}>
            <table className={styles.table} aria-label="Rejected rows">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((e) => (
                  <tr key={e.row}>
                    <td>{e.page ? `Page ${e.page}, line ${e.line}` : (e.line ?? e.row)}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {result.invalidCount > errors.length ? (
            <p className={styles.muted}>
              The first {formatCount(errors.length)} of {formatCount(result.invalidCount)} rejected
              rows are listed.
            </p>
          ) : null}
        </>
      ) : null}
      <div className={styles.row}>
        {errors.length > 0 ? (
          <Button
            variant="secondary"
            onPress={() =>
              downloadBlob(
                new Blob([rejectedRowsCsv(result)], { type: 'text/csv;charset=utf-8' }),
                'rejected_rows.csv',
              )
            }
          >
            Download rejected rows
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onImportAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
