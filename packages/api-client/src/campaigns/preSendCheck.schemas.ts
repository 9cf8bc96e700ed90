import * as v from 'valibot';
import { contractObject } from '../common/common.schemas';

/**
 * What the pre-send check looks for (issue 30 §1). Errors block Send unless the sender overrides
 * them (`overridable`); warnings never block.
 */
export const PRE_SEND_FINDING_CODES = [
  'message-limits',
  'placeholder-image',
  'unsupported-image',
  'non-http-link',
  'image-left-out',
  'missing-alt',
  'no-plain-text',
  'subject-capitals',
  'subject-too-long',
  'gmail-clipping',
  'no-postal-address',
  'merge-tag-missing',
] as const;
export type PreSendFindingCode = (typeof PRE_SEND_FINDING_CODES)[number];

export const PRE_SEND_SEVERITIES = ['error', 'warning'] as const;
export type PreSendSeverity = (typeof PRE_SEND_SEVERITIES)[number];

/** One thing the check found: what is wrong and what to do, in one message. */
export const PreSendFindingSchema = contractObject({
  code: v.picklist(PRE_SEND_FINDING_CODES),
  severity: v.picklist(PRE_SEND_SEVERITIES),
  message: v.string(),
  /** How many images, links or recipients it concerns, where a count says something. */
  count: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  /** A few of them (a link's address, a merge tag), to find them in the email. */
  examples: v.optional(v.array(v.string())),
  /** An error Send now may go past when the sender ticks the override; false for the hard limits. */
  overridable: v.boolean(),
});
export type PreSendFinding = v.InferOutput<typeof PreSendFindingSchema>;

/**
 * Where the check found the footer's postal address (CAN-SPAM): the account's settings (every
 * message's footer carries it), recognised in the email's own text, or nowhere.
 */
export const POSTAL_ADDRESS_SOURCES = ['settings', 'content', 'missing'] as const;

export const PreSendCheckSchema = contractObject({
  /** Errors first, then warnings. */
  findings: v.array(PreSendFindingSchema),
  /** Whether any error stands (Send needs the override, or cannot go at all). */
  blocked: v.boolean(),
  /** Whether every error that stands may be overridden. */
  canOverride: v.boolean(),
  postalAddress: v.picklist(POSTAL_ADDRESS_SOURCES),
  /** The recipients the merge tags were counted against. */
  recipients: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});
export type PreSendCheck = v.InferOutput<typeof PreSendCheckSchema>;

/** `GET /api/campaigns/{id}/pre-send-check`. */
export const PreSendCheckResponseSchema = contractObject({ check: PreSendCheckSchema });
export type PreSendCheckResponse = v.InferOutput<typeof PreSendCheckResponseSchema>;

/**
 * `POST /api/campaigns/{id}/send`'s optional body: `override` sends despite the pre-send check's
 * overridable errors (it never passes the size and link limits).
 */
export const SendCampaignInputSchema = contractObject({
  override: v.optional(v.boolean(), false),
});
export type SendCampaignInput = v.InferInput<typeof SendCampaignInputSchema>;
