import * as v from 'valibot';
import { contractObject } from '../common/common.schemas';

export const SENDER_LIMITS = { fromName: 100, postalAddress: 500 } as const;

const EMAIL_MESSAGE = 'Please enter a valid email';
const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/** An optional address: trimmed and lower-cased; blank, missing or null are all "not set" (null). */
function optionalEmail(label: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(EMAIL_MESSAGE),
        v.trim(),
        v.maxLength(254, `${label} must be at most 254 characters`),
        v.check((value) => value === '' || isEmail(value), EMAIL_MESSAGE),
        v.transform((value): string | null => (value === '' ? null : value.toLowerCase())),
      ),
    ),
    null,
  );
}

/**
 * The account's sender identity (issue 24 §3): who its mail is from, where replies go and the
 * postal address its footer shows (CAN-SPAM). Every field is optional: unset, the server's
 * defaults (`MAIL_FROM`) apply.
 */
export const SenderSettingsSchema = contractObject({
  fromName: v.optional(
    v.nullable(
      v.pipe(
        v.string('From name must be text'),
        v.trim(),
        v.maxLength(
          SENDER_LIMITS.fromName,
          `From name must be at most ${SENDER_LIMITS.fromName} characters`,
        ),
        // A header value: a line break would start a header of its own.
        v.regex(/^[^\r\n<>"]*$/, 'From name cannot hold line breaks, quotes or angle brackets'),
        v.transform((value): string | null => (value === '' ? null : value)),
      ),
    ),
    null,
  ),
  fromEmail: optionalEmail('From address'),
  replyTo: optionalEmail('Reply-To address'),
  postalAddress: v.optional(
    v.nullable(
      v.pipe(
        v.string('Postal address must be text'),
        v.trim(),
        v.maxLength(
          SENDER_LIMITS.postalAddress,
          `Postal address must be at most ${SENDER_LIMITS.postalAddress} characters`,
        ),
        v.transform((value): string | null => (value === '' ? null : value)),
      ),
    ),
    null,
  ),
});
export type SenderSettings = v.InferOutput<typeof SenderSettingsSchema>;
/** What the settings form edits: every field as text ('' is not set). */
export type SenderSettingsForm = { [K in keyof SenderSettings]: string };

/** `GET /api/settings` and the answer of `PUT /api/settings`. */
export const SettingsResponseSchema = contractObject({
  settings: SenderSettingsSchema,
  /** The server's own sender (environment), used for whatever the account leaves unset. */
  defaults: contractObject({ fromName: v.string(), fromEmail: v.string() }),
  /** The From header the account's mail carries now, e.g. `Rosie's Bakery <hello@rosies.example>`. */
  from: v.string(),
});
export type SettingsResponse = v.InferOutput<typeof SettingsResponseSchema>;
