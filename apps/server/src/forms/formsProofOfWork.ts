import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The names a solved challenge is posted under, beside the form's answers. */
export const POW_FIELD = '_pow';
export const POW_NONCE_FIELD = '_nonce';

/** What the script gets to solve: find a nonce whose `sha256("<value>:<nonce>")` starts with `difficulty` zero bits. */
export interface PowChallenge {
  value: string;
  difficulty: number;
}

interface ChallengeClaims {
  /** The form. */
  f: number;
  /** Expiry, ms since the epoch. */
  e: number;
  /** Leading zero bits asked for. */
  d: number;
  /** Random: no two challenges are alike, so each can be spent once. */
  n: string;
}

export type PowVerdict =
  | { ok: true; spentKey: string; expiresAt: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** How many of a hash's leading bits are zero. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const powHash = (value: string, nonce: string) =>
  createHash('sha256').update(`${value}:${nonce}`).digest();

/** Finds a nonce for a challenge (the bench and the tests post as the script would). */
export function solveChallenge({ value, difficulty }: PowChallenge): string {
  for (let nonce = 0; ; nonce++)
    if (leadingZeroBits(powHash(value, String(nonce))) >= difficulty) return String(nonce);
}

/**
 * Signed proof-of-work challenges (issue 28 §1): stateless to hand out (an HMAC under a key of the
 * server's secret, over the form, expiry, difficulty and a random part), checked in microseconds
 * (one hash), and spent once (`spendChallenge`). A bot posting a thousand times pays a thousand
 * puzzles; a person's browser solves one while they type.
 */
export function proofOfWork(secret: string) {
  const key = createHmac('sha256', secret).update('form-pow').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    issue(formId: number, difficulty: number, ttlMs: number, now: Date): PowChallenge {
      const claims: ChallengeClaims = {
        f: formId,
        e: now.getTime() + ttlMs,
        d: difficulty,
        n: randomBytes(12).toString('base64url'),
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { value: `${body}.${mac(body).toString('base64url')}`, difficulty };
    },

    /** Whether `nonce` solves a challenge this server issued for this form, still in time. */
    check(formId: number, value: unknown, nonce: unknown, now: Date): PowVerdict {
      if (typeof value !== 'string' || value === '' || typeof nonce !== 'string' || nonce === '')
        return { ok: false, reason: 'missing' };
      if (value.length > 512 || nonce.length > 32) return { ok: false, reason: 'invalid' };
      const [body, signature, extra] = value.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      let claims: ChallengeClaims;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengeClaims;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (claims.f !== formId) return { ok: false, reason: 'invalid' };
      if (claims.e <= now.getTime()) return { ok: false, reason: 'expired' };
      if (leadingZeroBits(powHash(value, nonce)) < claims.d)
        return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        spentKey: createHash('sha256').update(value).digest('hex'),
        expiresAt: claims.e,
      };
    },
  };
}
