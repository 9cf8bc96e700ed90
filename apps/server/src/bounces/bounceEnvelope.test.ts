import { describe, expect, it } from 'vitest';
import { bounceEnvelopes } from './bounceEnvelope';
import { postmarkEvents } from './providerEvents';
import { verpAddresses } from './verpAddress';

describe('bounceEnvelopes', () => {
  const target = { kind: 'recipient' as const, recipientId: 77 };

  it('gives the VERP envelope sender when BOUNCE_DOMAIN is set, and the provider header by SMTP host', () => {
    const envelope = bounceEnvelopes('secret', {
      bounceDomain: 'bounces.example.com',
      smtpUrl: 'smtp://u:p@smtp.postmarkapp.com:587',
    })(target);
    expect(verpAddresses('secret', 'bounces.example.com').read(envelope.envelopeFrom!)).toEqual(
      target,
    );
    // Postmark returns the metadata header in its bounce webhook: the event reads our token back.
    const token = envelope.headers['X-PM-Metadata-beacon_bounce']!;
    const [event] = postmarkEvents({
      RecordType: 'Bounce',
      Type: 'HardBounce',
      Metadata: { beacon_bounce: token },
    });
    expect(verpAddresses('secret', 'bounces.example.com').readToken(event!.token!)).toEqual(target);
  });

  it('without BOUNCE_DOMAIN leaves the envelope sender alone and adds only the generic header', () => {
    const envelope = bounceEnvelopes('secret', { bounceDomain: undefined, smtpUrl: undefined })(
      target,
    );
    expect(envelope.envelopeFrom).toBeUndefined();
    expect(Object.keys(envelope.headers)).toEqual(['X-Beacon-Bounce']);
  });
});
