import { http, HttpResponse, type RequestHandler } from 'msw';
import { AUDIT_PAGE_SIZE, type AuditEvent } from '@crm/api-client';

/** An event as stories show it; times fixed so screenshots hold still. */
export function storyAuditEvent(
  overrides: Partial<AuditEvent> & Pick<AuditEvent, 'id' | 'action'>,
): AuditEvent {
  return {
    actorId: 1,
    actorLabel: 'demo@example.com',
    targetType: null,
    targetId: null,
    targetLabel: null,
    details: {},
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    createdAt: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

/** Newest first, as the server answers. */
export const sampleAuditEvents: AuditEvent[] = [
  storyAuditEvent({
    id: 6,
    action: 'campaign.sent',
    targetType: 'campaign',
    targetId: '4',
    targetLabel: 'Spring Sale',
    details: { recipients: 1200 },
    createdAt: '2026-03-04T09:30:00.000Z',
  }),
  storyAuditEvent({
    id: 5,
    action: 'template.deleted',
    targetType: 'template',
    targetId: '2',
    targetLabel: 'Old newsletter',
    createdAt: '2026-03-03T16:10:00.000Z',
  }),
  storyAuditEvent({
    id: 4,
    action: 'contacts.exported',
    details: { format: 'csv' },
    createdAt: '2026-03-03T11:00:00.000Z',
  }),
  storyAuditEvent({
    id: 3,
    action: 'contacts.deleted',
    details: { count: 1200 },
    createdAt: '2026-03-02T15:45:00.000Z',
  }),
  storyAuditEvent({
    id: 2,
    action: 'auth.sign_in_failed',
    actorId: null,
    actorLabel: 'demo@example.com',
    ip: '198.51.100.23',
    createdAt: '2026-03-02T08:01:00.000Z',
  }),
  storyAuditEvent({ id: 1, action: 'auth.signed_in', createdAt: '2026-03-02T08:00:00.000Z' }),
];

/**
 * `GET /api/audit-log` over `events` as the server answers it: filtered by `action` (comma
 * separated), `q` (in the target's name), `from` and `to`, in pages of `limit` with a cursor.
 */
export function auditHandlers({
  events = sampleAuditEvents,
  retentionDays = 365,
}: { events?: AuditEvent[]; retentionDays?: number } = {}): RequestHandler[] {
  return [
    http.get('/api/audit-log', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const actions = search.get('action')?.split(',');
      const q = search.get('q')?.toLowerCase();
      const from = search.get('from');
      const to = search.get('to');
      const limit = Number(search.get('limit') ?? AUDIT_PAGE_SIZE);
      const before = Number(search.get('before') ?? Infinity);
      const matching = events.filter(
        (e) =>
          (!actions || actions.includes(e.action)) &&
          (!q || (e.targetLabel ?? '').toLowerCase().includes(q)) &&
          (!from || e.createdAt >= from) &&
          (!to || e.createdAt < to) &&
          e.id < before,
      );
      const page = matching.slice(0, limit);
      return HttpResponse.json({
        events: page,
        // The story's cursor is the last id (the server's also carries the time).
        nextCursor: matching.length > limit ? String(page.at(-1)!.id) : null,
        retentionDays,
      });
    }),
  ];
}
