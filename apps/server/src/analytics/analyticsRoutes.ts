import {
  ActivityQuerySchema,
  AnalyticsSeriesQuerySchema,
  AnalyticsSummaryQuerySchema,
} from '@crm/api-client';
import { Hono, type Context } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { validate } from '../http/readJson';
import { analyticsRepository } from './analyticsRepository';

/** `/api/analytics`: the signed-in account's figures, chart series and recent activity. */
export function analyticsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  const repo = (c: Context<AppEnv>) => analyticsRepository(deps, c.var.scope);

  app.get('/summary', async (c) => {
    const { timeframe } = validate(AnalyticsSummaryQuerySchema, c.req.query());
    const summary = await repo(c).summary(timeframe);
    return c.json({ summary });
  });

  app.get('/contact-growth', async (c) => {
    const { timeframe, tz } = validate(AnalyticsSeriesQuerySchema, c.req.query());
    const contactGrowth = await repo(c).contactGrowth(timeframe, tz);
    return c.json({ contactGrowth });
  });

  app.get('/campaign-performance', async (c) => {
    const { timeframe, tz } = validate(AnalyticsSeriesQuerySchema, c.req.query());
    const campaignPerformance = await repo(c).campaignPerformance(timeframe, tz);
    return c.json({ campaignPerformance });
  });

  app.get('/activity', async (c) => {
    const { limit } = validate(ActivityQuerySchema, c.req.query());
    const activity = await repo(c).activity(limit);
    return c.json({ activity });
  });

  app.get('/pipeline', async (c) => c.json({ pipeline: await repo(c).pipeline() }));

  return app;
}
