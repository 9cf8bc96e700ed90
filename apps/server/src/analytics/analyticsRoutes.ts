import {
  ActivityQuerySchema,
  AnalyticsSeriesQuerySchema,
  AnalyticsSummaryQuerySchema,
} from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { validate } from '../http/readJson';
import { analyticsActivity } from './analyticsActivity';
import { analyticsRepository } from './analyticsRepository';
import { analyticsSeries } from './analyticsSeries';

/** `/api/analytics`: the signed-in account's figures, chart series and recent activity. */
export function analyticsRoutes({ db, dialect }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(db));

  app.get('/summary', async (c) => {
    const { timeframe } = validate(AnalyticsSummaryQuerySchema, c.req.query());
    const summary = await analyticsRepository(db, dialect, c.var.auth.userId).summary(timeframe);
    return c.json({ summary });
  });

  app.get('/contact-growth', async (c) => {
    const { timeframe, tz } = validate(AnalyticsSeriesQuerySchema, c.req.query());
    const contactGrowth = await analyticsSeries(db, dialect, c.var.auth.userId).contactGrowth(
      timeframe,
      tz,
    );
    return c.json({ contactGrowth });
  });

  app.get('/campaign-performance', async (c) => {
    const { timeframe, tz } = validate(AnalyticsSeriesQuerySchema, c.req.query());
    const campaignPerformance = await analyticsSeries(
      db,
      dialect,
      c.var.auth.userId,
    ).campaignPerformance(timeframe, tz);
    return c.json({ campaignPerformance });
  });

  app.get('/activity', async (c) => {
    const { limit } = validate(ActivityQuerySchema, c.req.query());
    const activity = await analyticsActivity(db, dialect, c.var.auth.userId).recent(limit);
    return c.json({ activity });
  });

  return app;
}
