import { describe, expect, it } from 'vitest';
import {
  brevoEvents,
  mailgunEvents,
  postmarkEvents,
  sendgridEvents,
  sesEvents,
} from './providerEvents';

const kinds = (events: { verdict: { kind: string } }[]) => events.map((e) => e.verdict.kind);

describe('provider events', () => {
  it('SES: Permanent is hard, Transient soft, a not-spam complaint and a delivery nothing', () => {
    const bounce = (bounceType: string) =>
      sesEvents({
        notificationType: 'Bounce',
        bounce: {
          bounceType,
          bouncedRecipients: [{ emailAddress: 'A@example.com', status: '4.2.2' }],
        },
        mail: {
          headers: [{ name: 'X-Beacon-Bounce', value: 'r1-token' }],
          source: 'news@example.com',
        },
      });
    expect(kinds(bounce('Permanent'))).toEqual(['hard']);
    expect(bounce('Transient')[0]).toMatchObject({
      token: 'r1-token',
      verdict: { kind: 'soft', address: 'a@example.com', status: '4.2.2' },
    });
    expect(
      sesEvents({
        eventType: 'Complaint',
        complaint: { complaintFeedbackType: 'not-spam', complainedRecipients: [{}] },
      }),
    ).toEqual([]);
    expect(sesEvents({ notificationType: 'Delivery', delivery: {} })).toEqual([]);
  });

  it('Mailgun: only the permanent failure counts, soft when the reply was transient or the message expired', () => {
    const failed = (severity: string, code: number, message: string, reason = 'bounce') =>
      mailgunEvents({
        'event-data': { event: 'failed', severity, reason, 'delivery-status': { code, message } },
      });
    expect(failed('temporary', 451, '4.3.0 try later')).toEqual([]);
    expect(kinds(failed('permanent', 550, '5.1.1 no such user'))).toEqual(['hard']);
    expect(kinds(failed('permanent', 550, '5.7.1 blocked by policy'))).toEqual(['soft']);
    expect(kinds(failed('permanent', 451, 'expired', 'old'))).toEqual(['soft']);
  });

  it('SendGrid, Postmark and Brevo: their own words mapped to hard, soft, complaint or nothing', () => {
    expect(
      kinds(
        sendgridEvents([
          { event: 'bounce', type: 'bounce', status: '5.1.1' },
          { event: 'bounce', type: 'blocked', status: '5.7.1' },
          { event: 'deferred' },
          { event: 'spamreport' },
        ]),
      ),
    ).toEqual(['hard', 'soft', 'complaint']);
    expect(kinds(postmarkEvents({ RecordType: 'Bounce', Type: 'HardBounce' }))).toEqual(['hard']);
    expect(postmarkEvents({ RecordType: 'Bounce', Type: 'AutoResponder' })).toEqual([]);
    expect(kinds(postmarkEvents({ RecordType: 'SpamComplaint', Type: 'SpamComplaint' }))).toEqual([
      'complaint',
    ]);
    expect(kinds(brevoEvents({ event: 'soft_bounce' }))).toEqual(['soft']);
    expect(brevoEvents({ event: 'delivered' })).toEqual([]);
    expect(
      brevoEvents({ event: 'spam', 'X-Mailin-custom': 'beacon_bounce:r9-abc' })[0]?.token,
    ).toBe('r9-abc');
  });
});
