import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import { apiKeyAuth } from './apiKeys/apiKeyAuth';
import { apiKeysRoutes } from './apiKeys/apiKeysRoutes';
import { auditRoutes } from './audit/auditRoutes';
import { authRoutes } from './auth/authRoutes';
import { billingRoutes } from './billing/billingRoutes';
import { bouncesRoutes } from './bounces/bouncesRoutes';
import { campaignsRoutes } from './campaigns/campaignsRoutes';
import { contactEmailRoutes } from './contactEmail/contactEmailRoutes';
import { contactsRoutes } from './contacts/contactsRoutes';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/createDatabase';
import { domainsRoutes } from './domains/domainsRoutes';
import { FORMS_PUBLIC_PATH, formsRoutes, publicFormsRoutes } from './forms/formsRoutes';
import type { AppDeps, AppEnv } from './http/AppEnv';
import { compressJson } from './http/compressJson';
import { handleError } from './http/handleError';
import { originCheck } from './http/originCheck';
import { requestId } from './http/requestId';
import { securityHeaders } from './http/securityHeaders';
import { openapiRoutes } from './openapi/openapiRoutes';
import { outboxRoutes } from './outbox/outboxRoutes';
import { profileRoutes } from './profile/profileRoutes';
import { segmentsRoutes } from './segments/segmentsRoutes';
import { companiesRoutes } from './companies/companiesRoutes';
import { notesRoutes, recordNotesRoutes } from './notes/notesRoutes';
import { recordTasksRoutes, tasksRoutes } from './tasks/tasksRoutes';
import { dealsRoutes, pipelineRoutes } from './deals/dealsRoutes';
import { systemClock, type Clock } from './jobs/clock';
import { sendingRoutes } from './sending/sendingRoutes';
import { settingsRoutes } from './settings/settingsRoutes';
import { mountAppRoutes } from './static/appRoutes';
import { crawlerRoutes } from './static/crawlerRoutes';
import { templatesRoutes } from './templates/templatesRoutes';
import { trackingRoutes } from './tracking/trackingRoutes';
import { transferRoutes } from './transfer/transferRoutes';
import { publicUploadsRoutes, UPLOADS_PATH, uploadsRoutes } from './uploads/uploadsRoutes';
import { webhooksRoutes } from './webhooks/webhooksRoutes';
import { workflowsRoutes } from './workflows/workflowsRoutes';

export interface CreateAppOptions {
  database: Pick<DatabaseHandle, 'db' | 'dialect'>;
  config: ServerConfig;
  /** Where "now" is read for tasks' due groups (tests move it). */
  clock?: Clock;
}

/** Builds the whole HTTP surface for one database; tests make one per database. */
export function createApp({
  database,
  config,
  clock = systemClock,
}: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = { db: database.db, dialect: database.dialect, config };
  const app = new Hono<AppEnv>();
  app.use('*', requestId(), securityHeaders(config));
  app.use('*', async (c, next) => {
    c.set('sessionIdleMs', config.sessionIdleMs);
    c.set('trustProxy', config.trustProxy);
    await next();
  });
  app.onError(handleError);

  const api = new Hono<AppEnv>();
  api.use('*', bodyLimits(config), originCheck(config), apiKeyAuth(deps));
  // JSON answers over 1 KB go compressed to clients that accept it.
  api.use('*', compressJson(1024));
  api.get('/health', (c) => c.json({ ok: true as const }));
  api.route('/openapi.json', openapiRoutes(deps));
  // One area each; where the spec's path names it otherwise, the area's word is on the right
  // (README, "Naming").
  api.route('/auth', authRoutes(deps));
  // Import/export first, so `/contacts/export` is never read as a contact id.
  api.route('/contacts', transferRoutes(deps));
  // Compose Email's one route; it carries its own auth.
  api.route('/contacts', contactEmailRoutes(deps));
  // A record's notes and tasks beside its area's routes, contacts', companies' and deals'.
  for (const [path, kind] of [
    ['/contacts', 'contact'],
    ['/companies', 'company'],
    ['/deals', 'deal'],
  ] as const) {
    api.route(path, recordNotesRoutes(deps, kind));
    api.route(path, recordTasksRoutes(deps, clock, kind));
  }
  api.route('/contacts', contactsRoutes(deps));
  api.route('/notes', notesRoutes(deps));
  api.route('/tasks', tasksRoutes(deps, clock));
  api.route('/pipeline', pipelineRoutes(deps));
  api.route('/deals', dealsRoutes(deps));
  api.route('/campaigns', campaignsRoutes(deps, clock));
  api.route('/email-templates', templatesRoutes(deps));
  api.route('/automation-workflows', workflowsRoutes(deps));
  api.route('/forms', formsRoutes(deps));
  api.route('/segments', segmentsRoutes(deps));
  api.route('/companies', companiesRoutes(deps));
  api.route('/subscription', billingRoutes(deps));
  api.route('/analytics', analyticsRoutes(deps));
  api.route('/uploads', uploadsRoutes(deps));
  api.route('/outbox', outboxRoutes(deps));
  api.route('/sending', sendingRoutes(deps));
  api.route('/settings', settingsRoutes(deps));
  api.route('/profile', profileRoutes(deps));
  api.route('/api-keys', apiKeysRoutes(deps));
  api.route('/audit-log', auditRoutes(deps));
  // Provider webhooks: no session, each authenticated the way its provider signs.
  api.route('/bounces', bouncesRoutes(deps));
  api.route('/domains', domainsRoutes(deps));
  api.route('/webhooks', webhooksRoutes(deps));
  app.route('/api', api);
  // Public mail links (open pixel, click redirect, unsubscribe): no session, no /api body rules.
  app.route('/', trackingRoutes(deps));
  // Uploaded images: public like the mail links, since mail clients load them with no session.
  app.route(UPLOADS_PATH, publicUploadsRoutes(deps));
  // Signup forms' hosted pages and confirmation links: public, each page with its own CSP.
  app.route(FORMS_PUBLIC_PATH, publicFormsRoutes(deps));

  // Ahead of the app's files, whose fallback would answer them with the app's page.
  app.route('/', crawlerRoutes(config.mail.publicUrl));

  app.notFound(mountAppRoutes(app, config.appDistDir));
  return app;
}

/** The routes that take a multipart upload; each enforces its own cap on the body. */
const UPLOAD_PATHS = new Set(['/api/contacts/import-file', '/api/uploads']);

/**
 * Every body is capped at the JSON limit, whatever its Content-Type, except a multipart upload to
 * the import route: keying the exemption on the Content-Type alone would let any route be sent an
 * unbounded body that `readJsonObject` then reads whole.
 */
function bodyLimits(config: ServerConfig) {
  const json = bodyLimit({
    maxSize: config.jsonBodyLimitBytes,
    // The rest of the body is never read: close the connection so a client cannot reuse it mid-upload.
    onError: (c) => c.json({ message: 'Request body is too large' }, 413, { Connection: 'close' }),
  });
  return (c: Context<AppEnv>, next: Next) =>
    // A GET or HEAD has no body to limit, and asking for one builds the whole web Request: 6% of a
    // contact page's CPU under load.
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    (UPLOAD_PATHS.has(c.req.path) &&
      (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      ? next()
      : json(c, next);
}
