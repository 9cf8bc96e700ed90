import { AnalyticsSummaryQuerySchema } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { validate } from '../http/readJson';
import { analyticsRepository } from './analyticsRepository';

/** `/api/analytics`: the signed-in account's figures for a timeframe and the period before it. */
export function analyticsRoutes({ db, dialect }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/summary', async (c) => {
    const { timeframe } = validate(AnalyticsSummaryQuerySchema, c.req.query());
    const summary = await analyticsRepository(db, dialect, c.var.auth.userId).summary(timeframe);
    return c.json({ summary });
  });

  return app;
}
