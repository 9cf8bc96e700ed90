import { useState } from 'react';
import { Button, Checkbox, Dialog, Modal, TextField } from '@crm/ui';
import {
  isApiError,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookEndpoint,
  type WebhookEndpointData,
  WebhookEndpointInputSchema,
} from '@crm/api-client';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '@crm/api-client/react';
import { FormActions } from '../../../components/FormActions';
import type { DialogStateProps } from '../../../hooks/useDialogState';
import { useForm } from '../../../hooks/useForm';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as formStyles from '../../../styles/form.css';
import { eventLabel } from '../lib/webhookEvents';
import { WebhookSecret } from './WebhookSecret';
import * as styles from './WebhooksScreen.css';

export interface WebhookEndpointDialogProps extends DialogStateProps {
  /**
   * The endpoint to edit; without one the dialog adds an endpoint.
   * @default undefined
   */
  endpoint?: WebhookEndpoint;
}

const FIELDS = ['url', 'description', 'events'];

/**
 * Add endpoint and Edit endpoint: the address, a description and the events, grouped as the
 * contract groups them, with Select all. The server's refusals (a private address) show on their
 * field. An added endpoint's secret is shown here, once.
 */
export function WebhookEndpointDialog({
  isOpen,
  onOpenChange,
  endpoint,
}: WebhookEndpointDialogProps) {
  const isEdit = endpoint !== undefined;
  const form = useForm(WebhookEndpointInputSchema, {
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: (endpoint?.events ?? []) as string[],
  });
  const [secret, setSecret] = useState<string | null>(null);
  const create = useToastMutation(useCreateWebhookEndpoint(), {
    success: 'Endpoint added',
    error: 'Failed to add endpoint',
  });
  const update = useToastMutation(useUpdateWebhookEndpoint(), {
    success: 'Endpoint saved',
    error: 'Failed to save endpoint',
  });
  const close = () => onOpenChange(false);
  const save = async (input: WebhookEndpointData) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, input });
        close();
      } else {
        setSecret((await create.mutateAsync(input)).secret);
      }
    } catch (failure) {
      if (isApiError(failure) && failure.field && FIELDS.includes(failure.field))
        form.setError(failure.field, failure.serverMessage ?? 'Please check this field');
      throw failure;
    }
  };

  const events = form.values.events;
  const toggle = (type: string, on: boolean) =>
    form.setValue('events', on ? [...events, type] : events.filter((chosen) => chosen !== type));
  const all = events.length === WEBHOOK_EVENT_TYPES.length;

  return (
    <Modal size="lg" isOpen={isOpen} onOpenChange={onOpenChange}>
      {secret ? (
        <Dialog title="Endpoint added" footer={<Button onPress={close}>Done</Button>}>
          <WebhookSecret secret={secret} />
        </Dialog>
      ) : (
        <Dialog title={isEdit ? 'Edit endpoint' : 'Add endpoint'}>
          <form className={formStyles.form} noValidate onSubmit={form.handleSubmit(save)}>
            <TextField
              label="Endpoint URL"
              type="url"
              isRequired
              placeholder="https://example.com/webhooks"
              maxLength={WEBHOOK_URL_MAX_LENGTH}
              {...form.field('url')}
            />
            <TextField label="Description" maxLength={200} {...form.field('description')} />
            <fieldset
              className={styles.events}
              aria-describedby={form.errors.events ? 'webhook-events-error' : undefined}
            >
              <legend className={styles.eventsLegend}>Events</legend>
              <Checkbox
                isSelected={all}
                isIndeterminate={!all && events.length > 0}
                onChange={(on) => form.setValue('events', on ? [...WEBHOOK_EVENT_TYPES] : [])}
              >
                Select all
              </Checkbox>
              <div className={styles.eventGroups}>
                {WEBHOOK_EVENT_GROUPS.map((group) => (
                  <div
                    key={group.label}
                    className={styles.eventGroup}
                    role="group"
                    aria-label={group.label}
                  >
                    <p className={styles.groupLabel} aria-hidden="true">
                      {group.label}
                    </p>
                    {group.events.map((type) => (
                      <Checkbox
                        key={type}
                        isSelected={events.includes(type)}
                        onChange={(on) => toggle(type, on)}
                      >
                        {eventLabel(type)}
                      </Checkbox>
                    ))}
                  </div>
                ))}
              </div>
              {form.errors.events && (
                <p id="webhook-events-error" className={styles.fieldError} role="alert">
                  {form.errors.events}
                </p>
              )}
            </fieldset>
            <FormActions
              onCancel={close}
              submitLabel={isEdit ? 'Save Changes' : 'Add endpoint'}
              pendingLabel="Saving..."
              isSubmitting={form.isSubmitting}
            />
          </form>
        </Dialog>
      )}
    </Modal>
  );
}
