import { Button, Checkbox, Dialog, Modal, Radio, RadioGroup, TextField } from '@crm/ui';
import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPE_DESCRIPTIONS,
  API_KEY_SCOPES,
  ApiKeyInputSchema,
  type ApiKeyCreated,
  type ApiKeyData,
  type ApiKeyScope,
} from '@crm/api-client';
import { useCreateApiKey } from '@crm/api-client/react';
import { useState } from 'react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import { CopyButton } from '../../../components/CopyButton';
import * as formStyles from '../../../styles/form.css';
import * as styles from './CreateApiKeyDialog.css';

export const API_KEY_SHOWN_ONCE =
  'This key will not be shown again. Copy it now and keep it somewhere safe.';

const EXPIRY_OPTIONS = [
  { id: 'never', label: 'Never' },
  ...API_KEY_EXPIRY_DAYS.map((days) => ({ id: String(days), label: `${days} days` })),
];

/**
 * Create API Key (issue 33 §2): a name, the scopes it may use and an expiry; then the whole key,
 * shown this once with a Copy button.
 */
export function CreateApiKeyDialog({ isOpen, onOpenChange }: DialogStateProps) {
  const [created, setCreated] = useState<ApiKeyCreated>();
  const form = useForm(ApiKeyInputSchema, {
    name: '',
    scopes: [] as ApiKeyScope[],
    expiresInDays: null as (typeof API_KEY_EXPIRY_DAYS)[number] | null,
  });
  const create = useToastMutation(useCreateApiKey(), {
    success: 'API key created',
    error: 'Failed to create API key',
  });
  const close = () => onOpenChange(false);
  const save = async (input: ApiKeyData) => setCreated(await create.mutateAsync(input));
  const scopes = form.field('scopes');
  const expiry = form.field('expiresInDays');

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!created}>
      {created ? (
        <Dialog title="Copy your API key" description={API_KEY_SHOWN_ONCE}>
          <div className={formStyles.form}>
            <div className={styles.copyRow}>
              <TextField
                className={styles.key}
                label={`API key “${created.apiKey.name}”`}
                value={created.key}
                isReadOnly
              />
              <CopyButton
                what="API key"
                text={created.key}
                copied="The API key is on your clipboard."
              />
            </div>
            <div className={formStyles.actions}>
              <Button onPress={close}>Done</Button>
            </div>
          </div>
        </Dialog>
      ) : (
        <Dialog title="Create API Key">
          <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(save)}>
            <TextField
              label="Name"
              description="Say what uses it, such as “Shop sync”."
              isRequired
              maxLength={200}
              {...form.field('name')}
            />
            <fieldset className={styles.scopes}>
              <legend className={styles.legend}>Scopes</legend>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  isSelected={scopes.value.includes(scope)}
                  onChange={(on) =>
                    scopes.onChange(
                      on ? [...scopes.value, scope] : scopes.value.filter((s) => s !== scope),
                    )
                  }
                >
                  <span className={styles.scopeText}>
                    <span>{scope}</span>
                    <span className={styles.scopeHint}>{API_KEY_SCOPE_DESCRIPTIONS[scope]}</span>
                  </span>
                </Checkbox>
              ))}
              {scopes.errorMessage && (
                <p className={formStyles.error} role="alert">
                  {scopes.errorMessage}
                </p>
              )}
            </fieldset>
            <RadioGroup
              label="Expires"
              orientation="horizontal"
              value={expiry.value === null ? 'never' : String(expiry.value)}
              onChange={(id) =>
                expiry.onChange(
                  id === 'never' ? null : (Number(id) as (typeof API_KEY_EXPIRY_DAYS)[number]),
                )
              }
            >
              {EXPIRY_OPTIONS.map((option) => (
                <Radio key={option.id} value={option.id}>
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
            <FormActions
              onCancel={close}
              submitLabel="Create Key"
              pendingLabel="Creating..."
              isSubmitting={form.isSubmitting}
            />
          </form>
        </Dialog>
      )}
    </Modal>
  );
}
