import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { BulkSenderReadiness, Warmup } from '@crm/api-client';
import { buildBulkSenderReadiness, buildDomainChecks } from '@crm/api-client/testing';

/** beacon.test with SPF ending +all, no DKIM key published and DMARC at p=none. */
export const mixedDomainChecks = () =>
  buildDomainChecks({
    spf: {
      status: 'fail',
      message:
        'The SPF record ends +all: it allows every server in the world to send as beacon.test.',
      found: ['v=spf1 include:_spf.mail.example +all'],
      record: { type: 'TXT', name: 'beacon.test', value: 'v=spf1 include:_spf.mail.example ~all' },
    },
    dkim: {
      status: 'fail',
      message: 'No DKIM key is published at crm._domainkey.beacon.test.',
      found: [],
      record: {
        type: 'TXT',
        name: 'crm._domainkey.beacon.test',
        value:
          'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvZ3kq1pV8mJ2cQ0w9xk4TtQWZ0uYz3b5R7m2xNfHq8dLwK1sUoP4c6aJ9eB2rVtYgHnM0iLqXzE5fWd3CkJ7u8oAsDbIhR1lGpQ2yTnVe6Km9ZwUxFjN4rS0tHcB3aYvLdE7gPiO5qXsW1uCzMkR8nT2bAeIDAQAB',
      },
    },
    dmarc: {
      status: 'warning',
      message:
        "DMARC is present and aligned, with policy none: enough for Gmail's and Yahoo's bulk-sender rules, but it asks receivers to do nothing with forgeries. Move to p=quarantine once reports look clean.",
      found: ['v=DMARC1; p=none'],
    },
  });

export interface DomainsHandlerOptions {
  /**
   * What `GET /api/domains/checks` answers: every check passing, some failing, a 502 (no DNS
   * server answered) or never.
   * @default 'pass'
   */
  checks?: 'pass' | 'mixed' | 'dns-error' | 'pending';
  /** Fields of `GET /api/domains/readiness` over the factory's (12,000 sent, low rates). */
  readiness?: Partial<BulkSenderReadiness>;
  /** What `GET /api/domains/warmup` answers first; `PUT` turns it on (day 1) or off. @default off */
  warmup?: Warmup;
}

/** No warm-up. */
export const WARMUP_OFF: Warmup = { startedOn: null, days: 28, today: null };

/** The sending domain's reads; put them before `apiHandlers`. */
export function domainsHandlers({
  checks = 'pass',
  readiness = {},
  warmup = WARMUP_OFF,
}: DomainsHandlerOptions = {}): RequestHandler[] {
  let current = warmup;
  return [
    http.get('/api/domains/warmup', () => HttpResponse.json(current)),
    http.put('/api/domains/warmup', async ({ request }) => {
      const { enabled } = (await request.json()) as { enabled: boolean };
      current = enabled
        ? { startedOn: '2026-12-01', days: 28, today: { day: 1, cap: 50, taken: 0 } }
        : WARMUP_OFF;
      return HttpResponse.json(current);
    }),
    http.get('/api/domains/checks', async () => {
      if (checks === 'pending') await delay('infinite');
      if (checks === 'dns-error')
        return HttpResponse.json(
          { message: 'DNS lookup failed: queryTxt ETIMEOUT beacon.test' },
          { status: 502 },
        );
      return HttpResponse.json(checks === 'mixed' ? mixedDomainChecks() : buildDomainChecks());
    }),
    http.get('/api/domains/readiness', () =>
      HttpResponse.json(buildBulkSenderReadiness(readiness)),
    ),
  ];
}
