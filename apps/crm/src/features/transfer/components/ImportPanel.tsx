import { useState } from 'react';
import * as v from 'valibot';
import {
  detectImportMapping,
  ImportMappingSchema,
  type ImportColumn,
  type ImportResult,
  type ImportSource,
} from '@crm/api-client';
import { useImportContacts, useImportProgress } from '@crm/api-client/react';
import {
  Button,
  DropZone,
  DropZoneLabel,
  FileTrigger,
  Link,
  ProgressBar,
  toast,
  type DropItem,
} from '@crm/ui';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { ColumnMapping } from './ColumnMapping';
import { CsvPreviewTable } from './CsvPreviewTable';
import {
  importSuccessText,
  pickedFileType,
  readCsvPreview,
  type CsvPreview,
  type PickedFileType,
} from '../lib/importFile';
import { formatCount } from '../../../lib/formatCount';
import { ImportResultView } from './ImportResultView';
import * as styles from './ImportExportDialog.css';

interface Chosen {
  file: File;
  type: PickedFileType;
  preview?: CsvPreview;
  /** The mapping detected from the headers, and the one the user sees and edits. */
  detected?: ImportColumn[];
  columns?: ImportColumn[];
  source?: ImportSource;
}

const ACCEPTED = ['.csv', '.xlsx', '.pdf'];

/** The Import tab: choose or drop a file, see its preview and mapping, import, see the result. */
export function ImportPanel() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState(0);
  // The id the server tracks this import's reading under (rows read of the total).
  const [progressId, setProgressId] = useState<string>();
  const importContacts = useToastMutation(useImportContacts(), {
    success: importSuccessText,
    error: {
      title: 'Import Failed',
      fallback: 'An error occurred during import. Please try again.',
    },
  });

  async function choose(file: File) {
    const type = pickedFileType(file.name);
    setResult(null);
    if (!type) {
      toast({
        title: 'Unsupported file type',
        description: 'Please select a CSV, XLSX, or PDF file.',
        variant: 'destructive',
      });
      return;
    }
    if (type === 'xlsx') {
      toast({
        title: 'Excel file selected',
        description: 'The spreadsheet is read and mapped when you import it.',
        variant: 'info',
      });
    } else if (type === 'pdf') {
      toast({
        title: 'PDF file selected',
        description:
          'The PDF is read when you import it. Extraction accuracy may vary: check the imported contacts.',
        variant: 'info',
      });
    }
    if (type !== 'csv') {
      setChosen({ file, type });
      return;
    }
    try {
      const preview = await readCsvPreview(file);
      const { columns, source } = detectImportMapping(preview.headers);
      setChosen({ file, type, preview, detected: columns, columns, ...(source ? { source } : {}) });
    } catch {
      setChosen(null);
      toast({
        title: 'Error parsing CSV',
        description: 'The file format is invalid. Please check your file and try again.',
        variant: 'destructive',
      });
    }
  }

  async function onDrop(items: DropItem[]) {
    const item = items.find((i) => i.kind === 'file');
    if (item && item.kind === 'file') await choose(await item.getFile());
  }

  const mappingIssue =
    chosen?.columns && v.safeParse(ImportMappingSchema, chosen.columns).issues?.[0]?.message;
  // The mapping goes with the file only when the user changed it: otherwise the server detects the
  // same one from the file itself (and reads encodings the browser preview does not).
  const changed =
    chosen?.columns && chosen.columns.some((c, i) => c.target !== chosen.detected?.[i]?.target);

  function startImport() {
    if (!chosen) {
      toast({
        title: 'No file selected',
        description: 'Please select a file to import.',
        variant: 'destructive',
      });
      return;
    }
    setProgress(0);
    const id = crypto.randomUUID();
    setProgressId(id);
    importContacts.mutate(
      {
        file: chosen.file,
        fileName: chosen.file.name,
        ...(changed && chosen.columns ? { mapping: chosen.columns } : {}),
        onUploadProgress: setProgress,
        progressId: id,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setChosen(null);
        },
      },
    );
  }

  const busy = importContacts.isPending;
  // Asked from the start: the server answers 0 of 0 until it reads, and some uploads (a proxy that
  // buffers, a mocked request) never report their last byte sent.
  const reading = useImportProgress(progressId, busy).data;

  if (result) {
    return <ImportResultView result={result} onImportAnother={() => setResult(null)} />;
  }

  return (
    <div className={styles.panel}>
      <DropZone
        onDrop={(e) => void onDrop(e.items)}
        isDisabled={busy}
        aria-label="Drop a contacts file here"
      >
        <div className={styles.row}>
          <DropZoneLabel className={styles.muted}>
            Drop a CSV, XLSX or PDF file here, or
          </DropZoneLabel>
          <FileTrigger
            acceptedFileTypes={ACCEPTED}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) void choose(file);
            }}
          >
            <Button variant="secondary" isDisabled={busy}>
              Choose file
            </Button>
          </FileTrigger>
        </div>
      </DropZone>
      <p className={styles.muted}>
        Not sure about the columns?{' '}
        <Link href="/sample_contacts.csv" download="sample_contacts.csv">
          Download the sample file
        </Link>
        . Exports of Google Contacts, Outlook, Mailchimp, HubSpot, Brevo and listmonk are read as
        they are.
      </p>
      {chosen ? (
        <p className={styles.row}>
          <span className={styles.muted}>Selected:</span>
          <span className={styles.fileName}>{chosen.file.name}</span>
        </p>
      ) : null}
      {chosen?.preview ? <CsvPreviewTable preview={chosen.preview} /> : null}
      {chosen?.columns ? (
        <ColumnMapping
          columns={chosen.columns}
          sample={chosen.preview?.rows[0]}
          emptyColumns={chosen.preview?.emptyColumns ?? []}
          {...(chosen.source ? { source: chosen.source } : {})}
          onChange={(columns) => setChosen({ ...chosen, columns })}
          {...(mappingIssue ? { errorMessage: mappingIssue } : {})}
        />
      ) : null}
      {busy ? <ImportProgressBar uploaded={progress} reading={reading} /> : null}
      {busy ? null : <PlanLimitNotice error={importContacts.error} />}
      <div className={styles.row}>
        <Button onPress={startImport} isDisabled={busy || Boolean(mappingIssue)}>
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The upload's share sent, then the rows the server has read of the file's total (a CSV's lines)
 * as soon as it says so, then, once all are read, the saving (indeterminate: one transaction).
 */
export function ImportProgressBar({
  uploaded,
  reading,
}: {
  uploaded: number;
  reading: { rowsRead: number; totalRows: number } | undefined;
}) {
  if (uploaded < 1 && !(reading && reading.totalRows > 0)) {
    return (
      <ProgressBar
        aria-label="Uploading file"
        value={Math.round(uploaded * 100)}
        valueLabel={`Uploading… ${Math.round(uploaded * 100)}%`}
      />
    );
  }
  if (reading && reading.totalRows > 0 && reading.rowsRead < reading.totalRows) {
    return (
      <ProgressBar
        aria-label="Importing contacts"
        value={reading.rowsRead}
        maxValue={reading.totalRows}
        valueLabel={`Read ${formatCount(reading.rowsRead)} of ${formatCount(reading.totalRows)} rows`}
      />
    );
  }
  return (
    <ProgressBar
      aria-label="Importing contacts"
      isIndeterminate
      valueLabel={
        reading && reading.totalRows > 0
          ? `Read all ${formatCount(reading.totalRows)} rows. Saving the contacts…`
          : reading && reading.rowsRead > 0
            ? `Read ${formatCount(reading.rowsRead)} rows…`
            : 'Importing contacts…'
      }
    />
  );
}
