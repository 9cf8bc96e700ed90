import type { ComponentType } from 'react';
import { AlertDialog, Button, Card, CardContent } from '@crm/ui';
import { type Form, formPagePath } from '@crm/api-client';
import { useDeleteForm, useDuplicateForm, useForms } from '@crm/api-client/react';
import { LoadError } from '../../../components/LoadError';
import { useDialogState } from '../../../hooks/useDialogState';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as screen from '../../../styles/screen.css';
import type { EmailDesignerProps } from '../lib/confirmationDraft';
import { CreateFormDialog } from './CreateFormDialog';
import { EditFormDialog } from './EditFormDialog';
import type { FormRowAction } from './formRowActions';
import { FormShareDialog } from './FormShareDialog';
import { FormsTable } from './FormsTable';

export const FORMS_LOAD_ERROR = 'Error loading forms. Please try again.';

type FormsDialog =
  | { kind: 'create' }
  | { kind: 'edit'; form: Form }
  | { kind: 'share'; form: Form }
  | { kind: 'delete'; form: Form };

/**
 * The Forms screen (issue 28 §1): the signup forms with their submissions and conversion, the
 * Create and Edit Form dialogs, sharing (hosted page, HTML to embed, preview), opening the hosted
 * page, duplicating and deleting (confirmed) from each row's menu.
 */
export interface FormsScreenProps {
  /**
   * The email builder's dialog (the templates area's), composed in by the route: the editor
   * designs a form's confirmation email with it in place.
   */
  EmailDesigner: ComponentType<EmailDesignerProps>;
}

export function FormsScreen({ EmailDesigner }: FormsScreenProps) {
  const forms = useForms();
  const dialogs = useDialogState<FormsDialog>();
  const duplicateForm = useToastMutation(useDuplicateForm(), {
    success: (copy) => `${copy.name} created`,
    error: 'Failed to duplicate form',
  });
  const deleteForm = useToastMutation(useDeleteForm(), {
    success: 'Form deleted',
    error: 'Failed to delete form',
  });
  const create = () => dialogs.open({ kind: 'create' });

  const onRowAction = (action: FormRowAction, form: Form) => {
    if (action === 'duplicate') duplicateForm.mutate(form.id);
    else if (action === 'open') window.open(formPagePath(form.publicId), '_blank', 'noopener');
    else dialogs.open({ kind: action, form });
  };

  return (
    <div className={screen.stack}>
      <div className={screen.toolbar}>
        <p className={screen.muted}>Signup forms turn your website's visitors into contacts.</p>
        <Button onPress={create}>Create Form</Button>
      </div>
      {forms.isError ? (
        <Card>
          <CardContent>
            <LoadError message={FORMS_LOAD_ERROR} />
          </CardContent>
        </Card>
      ) : (
        <FormsTable forms={forms.data} onRowAction={onRowAction} onCreate={create} />
      )}
      {dialogs.dialog?.kind === 'create' && (
        <CreateFormDialog {...dialogs.modal} EmailDesigner={EmailDesigner} />
      )}
      {dialogs.dialog?.kind === 'edit' && (
        <EditFormDialog
          key={dialogs.opened}
          {...dialogs.modal}
          form={dialogs.dialog.form}
          EmailDesigner={EmailDesigner}
        />
      )}
      {dialogs.dialog?.kind === 'share' && (
        <FormShareDialog {...dialogs.modal} form={dialogs.dialog.form} />
      )}
      {dialogs.dialog?.kind === 'delete' && (
        <AlertDialog
          {...dialogs.modal}
          title={`Delete “${dialogs.dialog.form.name}”?`}
          confirmLabel="Delete"
          onConfirm={() => {
            if (dialogs.dialog?.kind === 'delete') deleteForm.mutate(dialogs.dialog.form.id);
          }}
        >
          This action cannot be undone. The form's hosted page and embeds stop working and its
          submissions are deleted; the contacts and their consent records stay.
        </AlertDialog>
      )}
    </div>
  );
}
