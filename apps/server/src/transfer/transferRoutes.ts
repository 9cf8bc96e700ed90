import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { ContactFilterSchema, exportFileName } from '@crm/api-client';
import { Hono } from 'hono';
import { requireAuth } from '../auth/requireAuth';
import { importPlan } from '../billing/contactLimit';
import { loadImportSettings } from '../config';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { exportContactsCsv } from './export/exportContactsCsv';
import { ImportFailure } from './ImportFailure';
import { contactsRepository } from '../contacts/contactsRepository';
import { inTransaction } from '../db/Db';
import { fireWorkflowTrigger, SUBSCRIBER } from '../workflows/workflowTriggers';
import { importContactsFile } from './importContactsFile';
import { ImportProgress } from './ImportProgress';
import { ImportQueue } from './ImportQueue';
import { transferRepository } from './transferRepository';
import { tooLarge } from './upload/receiveUpload';
import { sweepImportTempDirs } from './upload/sweepImportTempDirs';
import { recordAudit } from '../audit/recordAudit';
import { validate } from '../http/readJson';
import { withSegmentConditions } from '../segments/segmentFilter';

/**
 * On Node the raw request stream is read directly, skipping the web-stream wrapper (and its
 * per-chunk work) on uploads of tens of megabytes. Nothing before this route reads a multipart body.
 */
function nodeBody(env: unknown): IncomingMessage | undefined {
  const incoming = (env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && !incoming.readableEnded && !incoming.readableDidRead ? incoming : undefined;
}

/** Multipart framing around the file: boundaries and part headers. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The transfer area: `POST /import-file` and `GET /export`, mounted under `/api/contacts` before the `/:id` routes
 * (so `export` is not read as an id).
 */
export function transferRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // SQLite has one writer: imports take turns. PostgreSQL can store two at once.
  const queue = new ImportQueue(deps.dialect === 'sqlite' ? 1 : 2);
  void sweepImportTempDirs(tmpdir()).catch(() => undefined);
  const progress = new ImportProgress();
  routes.use('/import-file', requireAuth(deps));
  routes.use('/import-file/*', requireAuth(deps));

  /** How far an import started with `?progress=<id>` has read its file; 404 once it is over. */
  routes.get('/import-file/progress/:id', (c) => {
    const state = progress.get(c.var.scope.ownerId, c.req.param('id'));
    if (!state) throw new HttpError(404, 'No import with this id is running');
    return c.json(state);
  });
  routes.use('/export', requireAuth(deps));

  routes.post('/import-file', async (c) => {
    const settings = loadImportSettings();
    const length = Number(c.req.header('Content-Length'));
    const tracked = progress.track(c.var.scope.ownerId, c.req.query('progress'));
    try {
      if (length > settings.maxBytes + MULTIPART_OVERHEAD) throw tooLarge(settings.maxBytes);
      const scope = c.var.scope;
      const lastId = await contactsRepository(deps, scope).lastId();
      const result = await importContactsFile({
        db: deps,
        scope: c.var.scope,
        sqliteFile:
          deps.dialect === 'sqlite' && deps.config.databaseUrl !== ':memory:'
            ? deps.config.databaseUrl
            : undefined,
        sqliteBusyTimeoutMs: deps.config.sqliteBusyTimeoutMs,
        body: nodeBody(c.env) ?? c.req.raw.body,
        contentType: c.req.header('Content-Type') ?? '',
        settings,
        queue,
        ...(tracked.report ? { onProgress: tracked.report } : {}),
        plan: await importPlan(deps, c.var.scope),
      });
      // The contacts the import added enter the `contact_added` workflows that take imported
      // contacts, set-based (a contact also added through the API meanwhile entered already).
      // Those added as subscribers start their subscription too.
      if (result.importedCount > 0)
        await inTransaction(deps, async (trx) => {
          const now = new Date();
          const imported = { trigger: 'contact_added', imported: true } as const;
          await fireWorkflowTrigger(trx, scope, imported, { afterId: lastId }, now);
          await fireWorkflowTrigger(
            trx,
            scope,
            { trigger: 'subscription_started', imported: true },
            { afterId: lastId, status: SUBSCRIBER },
            now,
          );
        });
      return c.json(result);
    } catch (error) {
      if (error instanceof ImportFailure) throw new HttpError(error.status, error.message);
      throw error;
    } finally {
      tracked.stop();
    }
  });

  /**
   * The CSV of every contact, or of those the Contacts screen's filter keeps (`q`, `tag`, `status`,
   * `segment`: the list's query), so a segment or a search exports what the screen shows.
   */
  routes.get('/export', async (c) => {
    const query = validate(ContactFilterSchema, c.req.query());
    // Checked before anything is recorded: another account's segment is a 404, not an export.
    const filter = await withSegmentConditions(deps, c.var.scope, query);
    // Recorded as it starts: the file leaves as it is read, and a cut-off download still took rows.
    // Not the screen's HEAD probe before the download (Hono answers it here too): nothing leaves.
    if (c.req.method !== 'HEAD')
      await recordAudit(
        deps,
        c.var.scope,
        { action: 'contacts.exported', details: { format: 'csv', ...query } },
        c,
      );
    const chunks = exportContactsCsv(transferRepository(deps, c.var.scope), filter);
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(Buffer.from(next.value, 'utf8'));
        } catch (error) {
          console.error('Contact export failed:', error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
    });
  });

  return routes;
}
