import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link stands for: an open pixel, a click on `url`, or an unsubscribe, of a
 * campaign's recipient row; the unsubscribe of a contact a single message went to (Compose
 * Email, a workflow's), which has no recipient row; or an open or a click of the email a
 * workflow's step sent a contact (their run and its step, of the owner).
 */
export type TrackingToken =
  | { kind: 'open'; recipientId: number; expiresAt: number }
  | { kind: 'click'; recipientId: number; expiresAt: number; url: string }
  | { kind: 'unsubscribe'; recipientId: number; expiresAt: number }
  | { kind: 'contact-unsubscribe'; contactId: number; ownerId: number; expiresAt: number }
  | { kind: 'step-open'; runId: number; stepId: string; ownerId: number; expiresAt: number }
  | {
      kind: 'step-click';
      runId: number;
      stepId: string;
      ownerId: number;
      expiresAt: number;
      url: string;
    };

const KIND_CODES = {
  open: 'o',
  click: 'c',
  unsubscribe: 'u',
  'contact-unsubscribe': 'k',
  'step-open': 'wo',
  'step-click': 'wc',
} as const;
const KINDS = {
  o: 'open',
  c: 'click',
  u: 'unsubscribe',
  k: 'contact-unsubscribe',
  wo: 'step-open',
  wc: 'step-click',
} as const;
/** 128 bits of HMAC-SHA256 is plenty against forgery and keeps the links short. */
const MAC_BYTES = 16;

/**
 * Signs and checks the tokens in tracking and unsubscribe URLs: `<payload>.<mac>`, both base64url.
 * A click token carries its target URL under the signature, so the redirect can only ever go where
 * the campaign's own HTML pointed, never to a URL someone appends. The key is derived from the
 * server secret for this one purpose.
 */
export function trackingTokens(secret: string) {
  const key = createHmac('sha256', secret).update('crm tracking links v1').digest();
  const mac = (payload: string) =>
    createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  return {
    sign(token: TrackingToken): string {
      const body: (string | number)[] = [
        KIND_CODES[token.kind],
        token.kind === 'contact-unsubscribe'
          ? token.contactId
          : token.kind === 'step-open' || token.kind === 'step-click'
            ? token.runId
            : token.recipientId,
        Math.floor(token.expiresAt / 1000),
      ];
      if (token.kind === 'click') body.push(token.url);
      if (token.kind === 'contact-unsubscribe') body.push(token.ownerId);
      if (token.kind === 'step-open' || token.kind === 'step-click')
        body.push(token.ownerId, token.stepId);
      if (token.kind === 'step-click') body.push(token.url);
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    /**
     * The token's content, or undefined when it is malformed, forged or expired (`allowExpired`:
     * an expired but genuine token too, for the click route's page naming its destination).
     */
    verify(text: string, now = Date.now(), allowExpired = false): TrackingToken | undefined {
      const dot = text.indexOf('.');
      if (dot < 1 || text.length > 4096) return undefined;
      const payload = text.slice(0, dot);
      const given = Buffer.from(text.slice(dot + 1), 'base64url');
      if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(payload))) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      if (!Array.isArray(body)) return undefined;
      const [code, recipientId, expiresSeconds, extra, stepId, stepUrl] = body as unknown[];
      const kind = KINDS[code as keyof typeof KINDS];
      if (!kind || !Number.isSafeInteger(recipientId) || typeof expiresSeconds !== 'number')
        return undefined;
      const expiresAt = expiresSeconds * 1000;
      if (expiresAt < now && !allowExpired) return undefined;
      const id = recipientId as number;
      if (kind === 'contact-unsubscribe')
        return Number.isSafeInteger(extra)
          ? { kind, contactId: id, ownerId: extra as number, expiresAt }
          : undefined;
      if (kind === 'click')
        return typeof extra === 'string' && /^https?:\/\//i.test(extra)
          ? { kind, recipientId: id, expiresAt, url: extra }
          : undefined;
      if (kind === 'step-open' || kind === 'step-click') {
        if (!Number.isSafeInteger(extra) || typeof stepId !== 'string') return undefined;
        const step = { runId: id, stepId, ownerId: extra as number, expiresAt };
        if (kind === 'step-open') return { kind, ...step };
        return typeof stepUrl === 'string' && /^https?:\/\//i.test(stepUrl)
          ? { kind, ...step, url: stepUrl }
          : undefined;
      }
      return { kind, recipientId: id, expiresAt };
    },
  };
}

export type TrackingTokens = ReturnType<typeof trackingTokens>;

/** Public paths of the tracking routes (trackingRoutes.ts), which signed links point at. */
export const TRACKING_PATHS = { open: '/t/o/', click: '/t/c/', unsubscribe: '/u/' } as const;
