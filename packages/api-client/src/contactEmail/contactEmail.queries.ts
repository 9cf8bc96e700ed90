import type { ApiClient } from '../client';
import { invalidateAll, type QueryInvalidator } from '../common/queryTypes';
import { outboxKeys } from '../outbox/outbox.queries';
import type { ComposeEmailForm } from './contactEmail.schemas';

/** Keys of Compose Email: a write only, so its mutation key. */
export const contactEmailKeys = {
  all: ['contactEmail'] as const,
};

export const contactEmailMutations = {
  /** Sends one message to a contact; the outbox refetches (it may hold the message). */
  send: (client: ApiClient, queryClient: QueryInvalidator) => ({
    mutationKey: [...contactEmailKeys.all, 'send'] as const,
    mutationFn: ({ contactId, ...input }: ComposeEmailForm & { contactId: number }) =>
      client.sendContactEmail(contactId, input),
    onSuccess: () => invalidateAll(queryClient, [outboxKeys.all]),
  }),
};
