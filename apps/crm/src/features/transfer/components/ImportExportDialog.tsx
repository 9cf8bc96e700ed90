import { Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@crm/ui';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { ExportPanel, type FilteredContacts } from './ExportPanel';
import { ImportPanel } from './ImportPanel';

export interface ImportExportDialogProps extends DialogStateProps {
  /**
   * The contacts the screen shows under its filter, which Export offers first.
   * @default undefined: Export takes every contact
   */
  filtered?: FilteredContacts;
}

/** The Contacts screen's Import/Export dialog, with its Import and Export tabs (spec section 2). */
export function ImportExportDialog({ isOpen, onOpenChange, filtered }: ImportExportDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title="Import/Export Contacts"
        description="Import contacts from a CSV, Excel or PDF file, or export yours as CSV."
      >
        <Tabs defaultSelectedKey="import">
          <TabList aria-label="Import or export">
            <Tab id="import">Import</Tab>
            <Tab id="export">Export</Tab>
          </TabList>
          <TabPanel id="import">
            <ImportPanel />
          </TabPanel>
          <TabPanel id="export">
            <ExportPanel filtered={filtered} />
          </TabPanel>
        </Tabs>
      </Dialog>
    </Modal>
  );
}
