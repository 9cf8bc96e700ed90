import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import * as v from 'valibot';
import { BounceSchema, type Bounce, type BounceTotals } from '@crm/api-client';

const REASONS: Pick<Bounce, 'kind' | 'status' | 'reason'>[] = [
  {
    kind: 'hard',
    status: '5.1.1',
    reason: '550 5.1.1 The email account that you tried to reach does not exist.',
  },
  { kind: 'soft', status: '4.2.2', reason: '452 4.2.2 Mailbox full' },
  {
    kind: 'complaint',
    status: 'abuse',
    reason: 'Marked as spam by the recipient (Yahoo feedback report)',
  },
  {
    kind: 'soft',
    status: '4.7.0',
    reason: '421 4.7.0 Temporary rate limit: try again later',
  },
  {
    kind: 'hard',
    status: '5.1.10',
    reason: '550 5.1.10 Recipient address rejected: domain has no mail server',
  },
  { kind: 'soft', status: '5.7.1', reason: '554 5.7.1 Message blocked by policy' },
];

/**
 * `count` bounces and complaints, newest first, a day apart, the kinds and reasons taken in turn;
 * each belongs to the Spring Sale campaign and contact 1.
 */
export function demoBounces(count = 12): Bounce[] {
  return Array.from({ length: count }, (_, index) =>
    v.parse(BounceSchema, {
      id: count - index,
      campaignId: 1,
      campaignName: 'Spring Sale',
      contactId: 1,
      email: `reader${count - index}@example.com`,
      ...REASONS[index % REASONS.length],
      createdAt: new Date(Date.UTC(2024, 5, 14 - index, 9, 30)).toISOString(),
    }),
  );
}

export interface BouncesHandlerOptions {
  /**
   * What `GET /api/bounces` lists (whatever the campaign or contact asked for).
   * @default demoBounces()
   */
  bounces?: Bounce[];
  /** Fields of `GET /api/bounces/totals` over the default (4,210 sent, 21 hard, 9 soft, 2 complaints). */
  totals?: Partial<BounceTotals>;
  /** Set: the list read never answers. */
  pending?: boolean;
}

/** Bounce reads of a campaign's details, a contact's history and the analytics; pages of 10. */
export function bouncesHandlers({
  bounces = demoBounces(),
  totals = {},
  pending = false,
}: BouncesHandlerOptions = {}): RequestHandler[] {
  return [
    http.get('/api/bounces/totals', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const base = { sent: 4210, hardBounces: 21, softBounces: 9, complaints: 2, ...totals };
      const rate = (n: number) => (base.sent > 0 ? n / base.sent : null);
      return HttpResponse.json({
        totals: {
          from: search.get('from'),
          to: search.get('to'),
          bounceRate: rate(base.hardBounces),
          complaintRate: rate(base.complaints),
          ...base,
        },
      });
    }),
    http.get('/api/bounces', async ({ request }) => {
      if (pending) await delay('infinite');
      const search = new URL(request.url).searchParams;
      const limit = Number(search.get('limit') ?? 25);
      const cursor = search.get('cursor');
      const after = cursor ? bounces.filter((b) => b.id < Number(cursor)) : bounces;
      const page = after.slice(0, limit);
      const count = (kind: Bounce['kind']) => bounces.filter((b) => b.kind === kind).length;
      return HttpResponse.json({
        bounces: page,
        nextCursor: after.length > limit ? String(page.at(-1)!.id) : null,
        total: bounces.length,
        counts: { hard: count('hard'), soft: count('soft'), complaint: count('complaint') },
      });
    }),
  ];
}
