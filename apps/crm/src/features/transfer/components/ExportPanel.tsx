import { downloadUrl, exportFileName } from '@crm/api-client';
import { useApiClient, useCheckExport } from '@crm/api-client/react';
import { Button } from '@crm/ui';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './ImportExportDialog.css';

/**
 * The Export tab. The export streams from the server straight to disk through a download link (a
 * million contacts are about 100 MB of CSV, too much to hold in the page); a HEAD request first
 * checks the session and server, so a failure still gets the spec's toast.
 */
export function ExportPanel() {
  const client = useApiClient();
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
  return (
    <div className={styles.panel}>
      <p className={styles.muted}>
        Download all your contacts as a CSV file that spreadsheets open and this app imports again.
      </p>
      <div className={styles.row}>
        <Button
          isDisabled={check.isPending}
          onPress={() =>
            check.mutate(undefined, {
              onSuccess: () => downloadUrl(client.exportUrl(), exportFileName()),
            })
          }
        >
          {check.isPending ? 'Exporting…' : 'Export Contacts'}
        </Button>
      </div>
    </div>
  );
}
