import { useState } from 'react';
import { AlertDialog, Button, TextField } from '@crm/ui';
import { confirmsErasure } from '@crm/api-client';
import { useEraseContact } from '@crm/api-client/react';
import { useToastMutation } from '../../../hooks/useToastMutation';
import * as styles from './ContactErasure.css';

export interface ContactErasureProps {
  /** The contact to erase: its id, and the address the user types to confirm. */
  contact: { id: number; email: string };
  /**
   * Called once the contact is erased (Edit Contact closes: nothing is left to edit).
   * @default undefined
   */
  onErased?: () => void;
}

/**
 * Erase contact (issue 28 §3, the right to erasure): a dialog that says what goes and what is
 * kept, and asks for the contact's address, typed, before its button is enabled, so the wrong
 * contact is not erased by a slip. The server checks the same address with the same comparison.
 */
export function ContactErasure({ contact, onErased }: ContactErasureProps) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useToastMutation(useEraseContact(), {
    success: 'Contact erased successfully',
    error: 'Failed to erase contact',
  });
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setTyped('');
          setOpen(true);
        }}
      >
        Erase contact
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="md"
        title="Erase this contact?"
        confirmLabel="Erase contact"
        isConfirmDisabled={!confirmsErasure(typed, contact.email) || erase.isPending}
        onConfirm={() =>
          erase.mutate(
            { id: contact.id, input: { confirmEmail: typed } },
            { onSuccess: () => onErased?.() },
          )
        }
      >
        <div className={styles.body}>
          <p className={styles.text}>
            Erasing deletes <span className={styles.address}>{contact.email}</span> and everything
            that identifies them: their fields, consent records, form answers, workflow history and
            the address on the emails they were sent. This cannot be undone.
          </p>
          <p className={styles.text}>
            Kept: a one-way hash of the address on your suppression list, so they are never mailed
            or imported as a subscriber again unless they sign up and confirm; and your campaign
            totals, which count their emails without saying whose they were.
          </p>
          <TextField
            label="Type the contact's email address to confirm"
            value={typed}
            onChange={setTyped}
            autoComplete="off"
            spellCheck="false"
          />
        </div>
      </AlertDialog>
    </>
  );
}
