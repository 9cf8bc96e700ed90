import { providerTrackingHeaders } from './providerEvents';
import { NO_BOUNCE_DOMAIN, verpAddresses, type VerpTarget } from './verpAddress';

/**
 * What the one message builder sets on a campaign message so its bounces and complaints find
 * their way back: the envelope sender (SMTP MAIL FROM, which receivers turn into Return-Path)
 * when BOUNCE_DOMAIN is set, and the header the SMTP provider echoes in its webhooks (chosen by
 * the SMTP host). `secret` is the server secret the tracking links use (`serverSecret`).
 */
export function bounceEnvelope(
  secret: string,
  options: { bounceDomain: string | undefined; smtpUrl: string | undefined },
  target: VerpTarget,
): { envelopeFrom: string | undefined; headers: Record<string, string> } {
  const verp = verpAddresses(secret, options.bounceDomain ?? NO_BOUNCE_DOMAIN);
  let host = '';
  try {
    host = options.smtpUrl ? new URL(options.smtpUrl).hostname : '';
  } catch {
    host = '';
  }
  return {
    envelopeFrom: options.bounceDomain ? verp.addressFor(target) : undefined,
    headers: providerTrackingHeaders(host, verp.tokenFor(target)),
  };
}
