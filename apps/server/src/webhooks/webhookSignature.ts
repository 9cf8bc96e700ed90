import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret, in the Standard Webhooks form: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** A new event id (`webhook-id`): receivers dedupe on it, so a retry keeps it. */
export function newWebhookEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">` keyed with the secret's base64-decoded bytes, one per secret
 * (space-separated) while a rotated-out secret is still honoured.
 */
export function webhookSignature(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
      const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`);
      return `v1,${mac.digest('base64')}`;
    })
    .join(' ');
}
