import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MAX_SIDE,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_MESSAGE,
  uploadDimensionsMessage,
  UPLOADS_PER_HOUR,
  UPLOAD_NO_FILE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
} from '@crm/api-client';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAuth } from '../auth/requireAuth';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { HttpError } from '../http/HttpError';
import { usageRepository } from '../usage/usageRepository';
import { imageDimensions, imageType } from './imageType';
import { publicUploadsRepository, uploadsRepository } from './uploadsRepository';

/** Room for the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** The path prefix images are served from, outside `/api` (no session, cacheable). */
export const UPLOADS_PATH = '/uploads';

/**
 * An image is served as an image and nothing else: the type its bytes proved, never sniffed again
 * (nosniff), no script or style even if opened as a page (the CSP with `sandbox`), and embeddable
 * from any origin (mail clients and their image proxies load it). The bytes never change under an
 * id, so it may be cached for a year.
 */
const IMAGE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'none'; sandbox; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Content-Disposition': 'inline',
} as const;

/**
 * `POST /api/uploads`: a signed-in user stores an image (multipart field `file`), within the
 * account's quota (UPLOAD_QUOTA_BYTES) and hourly cap (UPLOADS_PER_HOUR); `GET` lists them, `DELETE
 * /:id` removes one. Images stay in the database (README "Images"): every server process sharing it
 * serves them, backups hold them, and the quota bounds its growth.
 */
export function uploadsRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  app.use('*', requireAuth(deps));
  app.post(
    '/',
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
      onError: (c) => c.json({ message: UPLOAD_TOO_LARGE_MESSAGE }, 413, { Connection: 'close' }),
    }),
    async (c) => {
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
        throw new HttpError(400, UPLOAD_NO_FILE_MESSAGE);
      }
      let file: FormDataEntryValue | null;
      try {
        file = (await c.req.formData()).get('file');
      } catch {
        throw new HttpError(400, UPLOAD_NO_FILE_MESSAGE);
      }
      if (!file || typeof file === 'string' || file.size === 0) {
        throw new HttpError(400, UPLOAD_NO_FILE_MESSAGE);
      }
      if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
      const data = new Uint8Array(await file.arrayBuffer());
      // The content decides, not the name or the type the browser claimed.
      const contentType = imageType(data);
      if (!contentType) throw new HttpError(415, UPLOAD_TYPE_MESSAGE);
      // What a decoder would allocate: a tiny file may declare 65535 × 65535 pixels.
      const size = imageDimensions(data, contentType);
      if (size && (size.width > UPLOAD_MAX_SIDE || size.height > UPLOAD_MAX_SIDE))
        throw new HttpError(422, uploadDimensionsMessage(size.width, size.height));
      const uploads = uploadsRepository(deps, c.var.scope);
      if ((await uploads.usedBytes()) + data.byteLength > UPLOAD_QUOTA_BYTES)
        throw new HttpError(413, UPLOAD_QUOTA_MESSAGE);
      await usageRepository(deps, c.var.scope).take({
        kind: 'upload',
        max: UPLOADS_PER_HOUR,
        windowMs: 60 * 60 * 1000,
        message: `You can upload ${UPLOADS_PER_HOUR} images an hour`,
      });
      const id = await uploads.create(contentType, data);
      const url = `${config.mail.publicUrl}${UPLOADS_PATH}/${id}`;
      return c.json({ upload: { id, url, contentType, size: data.byteLength } }, 201);
    },
  );
  /** The account's image library: newest first, with the storage it uses of its quota. */
  app.get('/', async (c) => {
    const uploads = uploadsRepository(deps, c.var.scope);
    const rows = await uploads.list();
    return c.json({
      uploads: rows.map((r) => ({ ...r, url: `${config.mail.publicUrl}${UPLOADS_PATH}/${r.id}` })),
      usedBytes: rows.reduce((sum, r) => sum + r.size, 0),
      quotaBytes: UPLOAD_QUOTA_BYTES,
    });
  });

  /** Deletes an image: its public URL answers 404 from now on (emails already sent show none). */
  app.delete('/:id', async (c) => {
    if (!(await uploadsRepository(deps, c.var.scope).remove(c.req.param('id'))))
      throw new HttpError(404, 'Image not found');
    return c.body(null, 204);
  });

  return app;
}

/** `GET /uploads/<id>`: the image, public (mail clients load it without a session). */
export function publicUploadsRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const uploads = publicUploadsRepository(deps);
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const image = /^[A-Za-z0-9_-]{16,64}$/.test(id) ? await uploads.find(id) : undefined;
    if (!image) return c.text('Not found', 404, { 'X-Content-Type-Options': 'nosniff' });
    // Set after the app-wide security headers would be: see app.ts.
    return c.body(new Uint8Array(image.data), 200, {
      'Content-Type': image.contentType,
      ...IMAGE_HEADERS,
    });
  });
  return app;
}
