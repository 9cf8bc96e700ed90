import * as v from 'valibot';
import { EmailSchema } from '../auth/auth.schemas';
import { contractObject } from '../common/common.schemas';

/** The answer to an erasure whose typed address is not the contact's. */
export const ERASE_CONFIRM_MESSAGE = "Type the contact's email address to confirm";

/** Addresses one `POST /api/contacts/erase` takes: one transaction, bounded. */
export const CONTACT_ERASE_BATCH_MAX = 1000;

/**
 * Whether a typed address confirms the erasure of a contact at `email`: the same address, in any
 * case, with spaces around it ignored. The dialog's button and the server decide with this.
 */
export const confirmsErasure = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * `POST /api/contacts/{id}/erase` (the right to erasure, issue 28 §3): the contact's address typed
 * again, so a wrong contact is not erased by a slip.
 */
export const ContactEraseInputSchema = contractObject({
  confirmEmail: v.pipe(v.string(ERASE_CONFIRM_MESSAGE), v.maxLength(320, ERASE_CONFIRM_MESSAGE)),
});
export type ContactEraseInput = v.InferInput<typeof ContactEraseInputSchema>;

/** `POST /api/contacts/erase`: the addresses of the people to erase (a file or a selection). */
export const ContactBulkEraseInputSchema = contractObject({
  emails: v.pipe(
    v.array(EmailSchema, 'Give the addresses to erase as a list'),
    v.minLength(1, 'Give at least one address to erase'),
    v.maxLength(
      CONTACT_ERASE_BATCH_MAX,
      `Erase at most ${CONTACT_ERASE_BATCH_MAX} addresses at a time`,
    ),
  ),
});
export type ContactBulkEraseInput = v.InferInput<typeof ContactBulkEraseInputSchema>;

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/**
 * What a bulk erasure did: contacts erased, and addresses that were no contact (their traces in
 * sent mail are cleared and they are suppressed all the same).
 */
export const ContactBulkEraseResultSchema = contractObject({
  erased: count,
  notFound: count,
});
export type ContactBulkEraseResult = v.InferOutput<typeof ContactBulkEraseResultSchema>;
