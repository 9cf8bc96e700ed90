import {
  createHash,
  createHmac,
  createPublicKey,
  timingSafeEqual,
  verify,
  X509Certificate,
} from 'node:crypto';

/** Compares secrets in constant time (hashing first, so lengths leak nothing either). */
export function secretEquals(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `Authorization: Basic base64(user:password)` against the configured `user:password`. */
export function basicAuthMatches(header: string | undefined, userAndPassword: string): boolean {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  return secretEquals(Buffer.from(m[1]!, 'base64').toString('utf8'), userAndPassword);
}

/** Brevo sends its token as a Bearer header, or as the password of a URL's Basic credentials. */
export function bearerOrBasicPasswordMatches(header: string | undefined, token: string): boolean {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (bearer) return secretEquals(bearer[1]!, token);
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!basic) return false;
  const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
  return secretEquals(decoded.slice(decoded.indexOf(':') + 1), token);
}

/** A signed timestamp (seconds) no older than `maxAgeMs` and not from the future beyond a minute. */
export function isFresh(timestampSeconds: number, now: number, maxAgeMs: number): boolean {
  if (!Number.isFinite(timestampSeconds)) return false;
  const at = timestampSeconds * 1000;
  return at <= now + 60_000 && now - at <= maxAgeMs;
}

/**
 * Mailgun: hex HMAC-SHA256 of `timestamp + token` with the webhook signing key. The token is
 * random per post, so it doubles as the replay nonce.
 */
export function mailgunSignatureValid(
  signingKey: string,
  signature: { timestamp?: unknown; token?: unknown; signature?: unknown },
): boolean {
  const { timestamp, token, signature: given } = signature;
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof given !== 'string')
    return false;
  const expected = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/**
 * SendGrid's signed event webhook: an ECDSA (P-256, SHA-256) signature, base64 DER, over the
 * timestamp header followed by the raw body, checked with the verification key shown in SendGrid's
 * settings (base64 DER SubjectPublicKeyInfo).
 */
export function sendgridSignatureValid(
  publicKeyBase64: string,
  signatureBase64: string | undefined,
  timestamp: string | undefined,
  rawBody: string,
): boolean {
  if (!signatureBase64 || !timestamp) return false;
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKeyBase64, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return verify(
      'sha256',
      Buffer.from(timestamp + rawBody, 'utf8'),
      key,
      Buffer.from(signatureBase64, 'base64'),
    );
  } catch {
    return false;
  }
}

/** An SNS HTTP(S) message as posted (the fields that are signed, and the signature's own). */
export interface SnsMessage {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  Subject?: string;
  Token?: string;
  SubscribeURL?: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
}

/**
 * Only certificates and subscription links that SNS itself serves: https on
 * `sns.<region>.amazonaws.com` (`.com.cn` in China). Anything else would let a forger sign with a
 * key of their own.
 */
export function isSnsUrl(url: string, pathSuffix = ''): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === 'https:' &&
      u.port === '' &&
      /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(u.hostname) &&
      u.pathname.endsWith(pathSuffix)
    );
  } catch {
    return false;
  }
}

/** The canonical string SNS signs (its documented field order differs by message type). */
export function snsStringToSign(m: SnsMessage): string | undefined {
  const fields =
    m.Type === 'Notification'
      ? [
          'Message',
          'MessageId',
          ...(m.Subject !== undefined ? ['Subject'] : []),
          'Timestamp',
          'TopicArn',
          'Type',
        ]
      : m.Type === 'SubscriptionConfirmation' || m.Type === 'UnsubscribeConfirmation'
        ? ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type']
        : undefined;
  if (!fields) return undefined;
  let text = '';
  for (const name of fields) {
    const value = (m as unknown as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    text += `${name}\n${value}\n`;
  }
  return text;
}

/**
 * Verifies an SNS message: the certificate comes only from an SNS URL (fetched by `fetchText`),
 * must be valid now, and its key must verify the signature over the canonical string
 * (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA).
 */
export async function snsSignatureValid(
  m: SnsMessage,
  fetchText: (url: string) => Promise<string>,
  now = Date.now(),
): Promise<boolean> {
  const algorithm =
    m.SignatureVersion === '1' ? 'sha1' : m.SignatureVersion === '2' ? 'sha256' : undefined;
  const text = snsStringToSign(m);
  if (!algorithm || !text || !isSnsUrl(m.SigningCertURL, '.pem')) return false;
  try {
    const certificate = new X509Certificate(await fetchText(m.SigningCertURL));
    if (Date.parse(certificate.validFrom) > now || Date.parse(certificate.validTo) < now)
      return false;
    return verify(
      algorithm,
      Buffer.from(text, 'utf8'),
      certificate.publicKey,
      Buffer.from(m.Signature, 'base64'),
    );
  } catch {
    return false;
  }
}
