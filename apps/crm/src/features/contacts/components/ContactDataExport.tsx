import type { ReactNode } from 'react';
import { Button } from '@crm/ui';
import { contactExportFileName, downloadBlob } from '@crm/api-client';
import { useExportContactData } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './ContactEngagement.css';

export interface ContactDataExportProps {
  /** The contact whose data is exported. */
  contact: { id: number };
  /**
   * Other actions on the contact's data, beside Export data (Edit Contact puts Erase contact here).
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * Export data (issue 28 §3, the right of access): everything kept about the contact as the JSON
 * file the API serves. Read through the client first, so a failure gets the export's toast rather
 * than a downloaded error; one contact's file is small enough to hold in the page.
 */
export function ContactDataExport({ contact, children }: ContactDataExportProps) {
  const exportData = useToastMutation(useExportContactData(), {
    success: {
      title: 'Export successful',
      description: `The contact’s data has been saved as ${contactExportFileName(contact.id)}.`,
    },
    error: {
      title: 'Export failed',
      fallback: 'An error occurred during export. Please try again.',
    },
  });
  const headingId = `contact-data-${contact.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        Data
      </h3>
      <p className={styles.muted}>
        Everything kept about this contact as a JSON file: fields, consent, form submissions, and
        campaign and workflow emails with their opens and clicks.
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={exportData.isPending}
          onPress={() =>
            exportData.mutate(contact.id, {
              onSuccess: (data) =>
                downloadBlob(
                  new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
                  contactExportFileName(contact.id),
                ),
            })
          }
        >
          {exportData.isPending ? 'Exporting…' : 'Export data'}
        </Button>
        {children}
      </div>
    </section>
  );
}
