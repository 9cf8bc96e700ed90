import type * as v from 'valibot';
import { FIELD_LIMITS, contractObject, requiredText } from '../common/common.schemas';

/** The Compose Email dialog: subject and message are required; sending makes no call. */
export const ComposeEmailFormSchema = contractObject({
  subject: requiredText('Subject is required', 'Subject', FIELD_LIMITS.subject),
  message: requiredText('Message is required', 'Message', FIELD_LIMITS.content),
});
export type ComposeEmailForm = v.InferOutput<typeof ComposeEmailFormSchema>;
