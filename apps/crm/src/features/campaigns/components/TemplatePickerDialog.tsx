import { Button as AriaButton } from 'react-aria-components';
import { Button, Dialog, EmptyState, Modal, Spinner } from '@crm/ui';
import type { EmailTemplate } from '@crm/api-client';
import { useEmailTemplates } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import * as styles from './CampaignsScreen.css';

export interface TemplatePickerDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with false on Cancel, Escape, a press outside, or after a pick. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the template picked. */
  onPick: (template: EmailTemplate) => void;
}

/** The Campaigns page's Templates dialog (spec section 2): the user's templates to start from. */
export function TemplatePickerDialog({ isOpen, onOpenChange, onPick }: TemplatePickerDialogProps) {
  const { data: templates = [], isLoading, isError } = useEmailTemplates({ enabled: isOpen });
  let body;
  if (isError) body = <LoadError message="Error loading templates. Please try again." />;
  else if (isLoading) body = <Spinner aria-label="Loading templates" />;
  else if (templates.length === 0) {
    body = (
      <EmptyState
        size="sm"
        title="No templates yet"
        hint="Create one with Create Email Template, or on the Email Templates page."
      />
    );
  } else {
    body = (
      <ul className={styles.pickerList} aria-label="Templates">
        {templates.map((template) => (
          <li key={template.id}>
            <AriaButton
              className={styles.pickerOption}
              onPress={() => {
                onOpenChange(false);
                onPick(template);
              }}
            >
              <span className={styles.pickerName}>{template.name}</span>
              <span className={styles.pickerSubject}>{template.subject}</span>
            </AriaButton>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title="Templates" description="Start the campaign from one of your templates.">
        {({ close }) => (
          <div className={styles.details}>
            {body}
            <div className={styles.dialogActions}>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
