import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link stands for; each purpose signs with its own key, so one never works as another. A
 * signup form's confirmation link (`form-confirm`) and the time a form's page was served
 * (`form-fill`, its minimum fill time) are signed the same way.
 */
export type AccountLinkPurpose = 'password-reset' | 'email-change' | 'form-confirm' | 'form-fill';

export interface AccountLinkClaims {
  /** The user. */
  u: number;
  /** Expiry, ms since the epoch. */
  e: number;
  /** An email change's new address. */
  m?: string;
  /** The record the link is for (a form confirmation's consent record). */
  r?: number;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * Signed, single-use links for the account's own mail (issue 24 §3): a password reset, an email
 * change. A link carries its user, expiry (and new address) and an HMAC over them and the account's
 * current `state` (its password hash, its email): once the reset or change is made the state
 * differs and the link stops working, so it works once without a table of used links, and a
 * password changed any other way voids it too. The key comes from the server's secret.
 */
export function accountLinks(secret: string) {
  const keyOf = (purpose: AccountLinkPurpose) =>
    createHmac('sha256', secret).update(`account-link:${purpose}`).digest();
  const mac = (purpose: AccountLinkPurpose, body: string, state: string) =>
    createHmac('sha256', keyOf(purpose)).update(`${body}.${state}`).digest();

  return {
    sign(purpose: AccountLinkPurpose, claims: AccountLinkClaims, state: string): string {
      const body = b64(JSON.stringify(claims));
      return `${body}.${b64(mac(purpose, body, state))}`;
    },
    /** The claims as written, NOT yet trusted: who to load the state of before `verify`. */
    read(token: string): AccountLinkClaims | undefined {
      const [body] = token.split('.');
      try {
        const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as unknown;
        const c = claims as Partial<AccountLinkClaims> | null;
        if (!c || !Number.isSafeInteger(c.u) || !Number.isSafeInteger(c.e)) return undefined;
        if (c.m !== undefined && typeof c.m !== 'string') return undefined;
        if (c.r !== undefined && !Number.isSafeInteger(c.r)) return undefined;
        return c as AccountLinkClaims;
      } catch {
        return undefined;
      }
    },
    /** The claims when the signature holds for this `state` and the link has not expired. */
    verify(
      purpose: AccountLinkPurpose,
      token: string,
      state: string,
      now: Date,
    ): AccountLinkClaims | undefined {
      const claims = this.genuine(purpose, token, state);
      return claims && claims.e > now.getTime() ? claims : undefined;
    },
    /**
     * The claims when the signature holds, expired or not: a page can then say a genuine link
     * expired (and offer a new one) rather than call it invalid.
     */
    genuine(
      purpose: AccountLinkPurpose,
      token: string,
      state: string,
    ): AccountLinkClaims | undefined {
      if (token.length > 1024) return undefined;
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return undefined;
      const expected = mac(purpose, body, state);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return this.read(token);
    },
  };
}
