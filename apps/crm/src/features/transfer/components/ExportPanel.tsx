import { useState } from 'react';
import { type ContactFilterInput, downloadUrl, exportFileName } from '@crm/api-client';
import { useApiClient, useCheckExport } from '@crm/api-client/react';
import { Button, Radio, RadioGroup } from '@crm/ui';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './ImportExportDialog.css';

/** The contacts the Contacts screen shows under a filter, as it names them. */
export interface FilteredContacts {
  /** The list's search, tag, status or segment. */
  filter: ContactFilterInput;
  /** Who they are, in words: `2,250 contacts matching tag "vip"`. */
  label: string;
}

export interface ExportPanelProps {
  /**
   * The screen's filtered contacts, offered (and chosen first) beside all contacts.
   * @default undefined: every contact
   */
  filtered?: FilteredContacts;
}

/**
 * The Export tab. The export streams from the server straight to disk through a download link (a
 * million contacts are about 100 MB of CSV, too much to hold in the page); a HEAD request first
 * checks the session and server, so a failure still gets the spec's toast. Opened on a filtered
 * list (a segment, a search), it exports what the list shows unless the user picks all contacts.
 */
export function ExportPanel({ filtered }: ExportPanelProps) {
  const client = useApiClient();
  const [which, setWhich] = useState<'filtered' | 'all'>(filtered ? 'filtered' : 'all');
  const check = useToastMutation(useCheckExport(), {
    success: {
      title: 'Export successful',
      description: 'Your contacts have been exported to a CSV file.',
    },
    error: {
      title: 'Export failed',
      fallback: 'An error occurred during export. Please try again.',
    },
  });
  const filter = which === 'filtered' && filtered ? filtered.filter : {};
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        {filtered
          ? 'Download contacts as a CSV file that spreadsheets open and this app imports again.'
          : 'Download all your contacts as a CSV file that spreadsheets open and this app imports again.'}
      </p>
      {filtered && (
        <RadioGroup
          label="Contacts to export"
          value={which}
          onChange={(value) => setWhich(value as 'filtered' | 'all')}
        >
          <Radio value="filtered">{filtered.label}</Radio>
          <Radio value="all">All contacts</Radio>
        </RadioGroup>
      )}
      <div className={styles.row}>
        <Button
          isDisabled={check.isPending}
          onPress={() =>
            check.mutate(filter, {
              onSuccess: () => downloadUrl(client.exportUrl(filter), exportFileName()),
            })
          }
        >
          {check.isPending ? 'Exporting…' : 'Export Contacts'}
        </Button>
      </div>
    </div>
  );
}
