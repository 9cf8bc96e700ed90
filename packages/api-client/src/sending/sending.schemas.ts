import * as v from 'valibot';
import { contractObject } from '../common/common.schemas';

/** Where messages go: a real SMTP server, or the local outbox (no `SMTP_URL`: nothing leaves the machine). */
export const DELIVERY_MODES = ['smtp', 'outbox'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/**
 * The notice shown wherever one sends while the server has no SMTP server configured. It speaks to
 * the business owner: no environment variable, the administrator finds how in the README.
 */
export const OUTBOX_MODE_NOTICE =
  'Mail is kept here and not delivered yet. Your administrator can connect a mail server (see the README).';

/** `GET /api/sending/status`. */
export const SendingStatusSchema = contractObject({
  mode: v.picklist(DELIVERY_MODES),
  from: v.string(),
});
export type SendingStatus = v.InferOutput<typeof SendingStatusSchema>;

/** The answer of a single message sent at once (a test copy, or a contact's Compose Email). */
export const MessageSentResponseSchema = contractObject({
  success: v.literal(true),
  messageId: v.string(),
  mode: v.picklist(DELIVERY_MODES),
});
export type MessageSentResponse = v.InferOutput<typeof MessageSentResponseSchema>;
