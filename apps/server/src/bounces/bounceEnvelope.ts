import { providerTrackingHeaders } from './providerEvents';
import { NO_BOUNCE_DOMAIN, verpAddresses, type VerpTarget } from './verpAddress';

/** What the one message builder sets on a message so that its bounces find their way back. */
export interface BounceEnvelope {
  /** The SMTP MAIL FROM (receivers turn it into Return-Path); undefined: the From address. */
  envelopeFrom: string | undefined;
  /** The headers the SMTP provider echoes in its webhooks, carrying the same token. */
  headers: Record<string, string>;
}

/**
 * Makes each campaign message's bounce envelope: the VERP envelope sender when BOUNCE_DOMAIN is
 * set, and the header the SMTP provider echoes in its webhooks (chosen by the SMTP host), always.
 * `secret` is the server secret the tracking links use (`serverSecret`); the signer is made once.
 */
export function bounceEnvelopes(
  secret: string,
  options: { bounceDomain: string | undefined; smtpUrl: string | undefined },
): (target: VerpTarget) => BounceEnvelope {
  const verp = verpAddresses(secret, options.bounceDomain ?? NO_BOUNCE_DOMAIN);
  let host = '';
  try {
    host = options.smtpUrl ? new URL(options.smtpUrl).hostname : '';
  } catch {
    host = '';
  }
  return (target) => ({
    envelopeFrom: options.bounceDomain ? verp.addressFor(target) : undefined,
    headers: providerTrackingHeaders(host, verp.tokenFor(target)),
  });
}
