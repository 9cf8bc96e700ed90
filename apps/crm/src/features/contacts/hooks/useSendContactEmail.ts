import { useMutation } from '@tanstack/react-query';
import type { ComposeEmailForm, Contact } from '@crm/api-client';

export interface SendContactEmailInput extends ComposeEmailForm {
  contact: Pick<Contact, 'id' | 'email' | 'firstName'>;
}

/**
 * Sends one email to a contact. The spec's Compose Email makes no call and only confirms (section
 * 7); this is the one place a real send endpoint plugs in, so the dialog need not change.
 */
export function useSendContactEmail() {
  return useMutation({
    mutationKey: ['contacts', 'send-email'],
    mutationFn: async ({ contact }: SendContactEmailInput) => ({ to: contact.email }),
  });
}
