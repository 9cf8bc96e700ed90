import { Button, CardButton, Dialog, EmptyState, ListLoadMore, Modal, Spinner } from '@crm/ui';
import type { EmailTemplate } from '@crm/api-client';
import { useEmailTemplatePages } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { usePagedList } from '../../../hooks/usePagedList';
import * as formStyles from '../../../styles/form.css';
import * as styles from './CampaignsScreen.css';

export interface TemplatePickerDialogProps extends DialogStateProps {
  /** Called with the template picked; the dialog then closes. */
  onPick: (template: EmailTemplate) => void;
}

/**
 * The Campaigns page's Templates dialog (spec section 2): the user's templates to start from,
 * newest first, a page at a time as the list scrolls.
 */
export function TemplatePickerDialog({ isOpen, onOpenChange, onPick }: TemplatePickerDialogProps) {
  const templates = usePagedList(useEmailTemplatePages({ enabled: isOpen }));
  let body;
  if (templates.isError) body = <LoadError message="Error loading templates. Please try again." />;
  else if (templates.isLoading) body = <Spinner aria-label="Loading templates" />;
  else if (templates.rows.length === 0) {
    body = (
      <EmptyState
        size="sm"
        title="No templates yet"
        hint="Create one with Create Email Template, or on the Email Templates page."
      />
    );
  } else {
    body = (
      <div className={styles.pickerScroll}>
        <ul className={styles.pickerList} aria-label="Templates">
          {templates.rows.map((template) => (
            <li key={template.id}>
              <CardButton
                onPress={() => {
                  onOpenChange(false);
                  onPick(template);
                }}
              >
                <span className={styles.pickerName}>{template.name}</span>
                <span className={styles.pickerSubject}>{template.subject}</span>
              </CardButton>
            </li>
          ))}
        </ul>
        {templates.loadMore && (
          <ListLoadMore onLoadMore={templates.loadMore} isLoading={templates.isLoadingMore} />
        )}
      </div>
    );
  }
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog title="Templates" description="Start the campaign from one of your templates.">
        {({ close }) => (
          <div className={styles.details}>
            {body}
            <div className={formStyles.actions}>
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
