import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signer's domain without BOUNCE_DOMAIN: reserved (RFC 2606), so no address is ours. */
export const NO_BOUNCE_DOMAIN = 'bounce-domain.invalid';

/** The local part's fixed start: `bounce+<token>@<BOUNCE_DOMAIN>`. */
export const VERP_PREFIX = 'bounce+';

/**
 * What a return path stands for: one recipient row of a campaign send. The kind letter leaves room
 * for other messages (a workflow step, a Compose email) once they get rows of their own.
 */
export interface VerpTarget {
  kind: 'recipient';
  recipientId: number;
}

/** 100 bits of HMAC-SHA256: 20 base32 letters, so the local part stays near 40 characters. */
const MAC_LETTERS = 20;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer, letters: number): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < letters) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/**
 * Signs and reads VERP return paths. The token is lower-case letters and digits only: some MTAs
 * and mailbox providers fold the case of a local part on the way back, which would break a
 * base64 signature. It never expires: hard bounces come within days, but complaints (ARF) can
 * arrive weeks later, and the recipient row it names is the only thing it grants a say over.
 * The key is derived from the server secret for this one purpose, like the tracking links' key.
 */
export function verpAddresses(secret: string, bounceDomain: string) {
  const key = createHmac('sha256', secret).update('crm bounce return path v1').digest();
  const domain = bounceDomain.toLowerCase();
  const mac = (payload: string) =>
    base32(createHmac('sha256', key).update(payload).digest(), MAC_LETTERS);

  const tokenFor = (target: VerpTarget): string => {
    const payload = `r${target.recipientId.toString(36)}`;
    return `${payload}-${mac(payload)}`;
  };

  const readToken = (token: string): VerpTarget | undefined => {
    const match = /^r([0-9a-z]{1,11})-([a-z2-7]+)$/.exec(token.toLowerCase());
    if (!match) return undefined;
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(mac(`r${match[1]}`));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const recipientId = parseInt(match[1]!, 36);
    return Number.isSafeInteger(recipientId) && recipientId > 0
      ? { kind: 'recipient', recipientId }
      : undefined;
  };

  return {
    domain,
    /** The signed token alone (for providers' custom-data headers). */
    tokenFor,
    /** `bounce+<token>@<domain>`: the message's envelope sender (MAIL FROM, later Return-Path). */
    addressFor: (target: VerpTarget): string => `${VERP_PREFIX}${tokenFor(target)}@${domain}`,
    /** The target of a signed token, or undefined when it is malformed or forged. */
    readToken,
    /**
     * The target of a return path, or undefined unless it is `bounce+<valid token>@` this domain
     * (angle brackets and case are ignored; a forged or foreign address is simply not ours).
     */
    read(address: string): VerpTarget | undefined {
      const bare = address.trim().replace(/^<|>$/g, '').toLowerCase();
      const at = bare.lastIndexOf('@');
      if (at < 0 || bare.slice(at + 1) !== domain) return undefined;
      const local = bare.slice(0, at);
      return local.startsWith(VERP_PREFIX) ? readToken(local.slice(VERP_PREFIX.length)) : undefined;
    },
    /** Any VERP address of ours in a text (a header, a report field), verified. */
    findIn(text: string): VerpTarget | undefined {
      const pattern = new RegExp(
        `${VERP_PREFIX.replace('+', '\\+')}([0-9a-z]+-[a-z2-7]+)@${domain.replace(/\./g, '\\.')}(?![a-z0-9-]|\\.[a-z0-9])`,
        'gi',
      );
      for (const m of text.matchAll(pattern)) {
        const target = readToken(m[1]!);
        if (target) return target;
      }
      return undefined;
    },
  };
}

export type VerpAddresses = ReturnType<typeof verpAddresses>;
