import { AuditLogQuerySchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { validate } from '../http/readJson';
import { type AuditBound, auditRepository } from './auditRepository';

/**
 * `/api/audit-log`: the account's audit log, newest first, filtered by actions, actor, a time
 * range and text in the target's name. Session only (issue 33: never an API key's).
 */
export function auditRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));

  app.get('/', async (c) => {
    const { limit, before, action, actorId, from, to, q } = validate(
      AuditLogQuerySchema,
      c.req.query(),
    );
    const bound: AuditBound | undefined = before
      ? {
          at: new Date(Number(before.slice(0, before.indexOf('-')))).toISOString(),
          id: Number(before.slice(before.indexOf('-') + 1)),
        }
      : undefined;
    const { events, next } = await auditRepository(deps, c.var.scope).list(
      { actions: action, actorId, from, to, q: q || undefined },
      { limit, before: bound },
    );
    return c.json({
      events,
      nextCursor: next ? `${Date.parse(next.at)}-${next.id}` : null,
      retentionDays: deps.config.auditRetentionDays,
    });
  });

  return app;
}
