import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/AppEnv';
import { openapiDocument } from './openapiDocument';

/** `GET /api/openapi.json`: public, like any API's description; built once per app. */
export function openapiRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  let document: ReturnType<typeof openapiDocument> | undefined;
  app.get('/', (c) => c.json((document ??= openapiDocument(`${deps.config.mail.publicUrl}/api`))));
  return app;
}
