import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/AppEnv';

const placeholderHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>CRM</title></head>
<body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 36rem; line-height: 1.5">
<h1>The app is being built</h1>
<p>The API is running at <code>/api</code>. The web app has not been built yet: run <code>npm start</code>
(it builds the app when it is missing) or <code>npm run build -w @crm/app</code>, then reload this page.</p>
</body>
</html>`;

/**
 * Serves the built app from `distDir`: files as they are (hashed assets cached for a year), and
 * index.html for any other GET outside /api so client-side routes survive a reload. Until the
 * app is built, a placeholder page says so.
 */
export function mountAppRoutes(
  app: Hono<AppEnv>,
  distDir: string,
): (c: Context<AppEnv>) => Response | Promise<Response> {
  // Created on first use: the app may be built after the server started.
  let serveFiles: MiddlewareHandler | undefined;
  app.use('/*', async (c, next) => {
    // Dotfiles and build reports (/.vite/: every module path of the app) are not the app's to serve.
    if (isHiddenPath(c.req.path)) return c.json({ message: 'Not found' }, 404);
    if (!serveFiles) {
      if (!fs.existsSync(distDir)) return next();
      serveFiles = serveStatic({
        root: distDir,
        // The build writes .br and .gz beside each text asset (apps/crm/vite.config.ts).
        precompressed: true,
        onFound: (filePath, ctx) => {
          const assets = `${path.sep}assets${path.sep}`;
          ctx.header(
            'Cache-Control',
            filePath.includes(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // Hono's MIME table lacks WebVTT, and a browser drops captions not served as text/vtt.
          if (/\.vtt(\.(br|gz))?$/.test(filePath))
            ctx.header('Content-Type', 'text/vtt; charset=utf-8');
        },
      });
    }
    return serveFiles(c, next);
  });
  const indexFile = path.join(distDir, 'index.html');
  return (c) => {
    const wantsPage =
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !c.req.path.startsWith('/api/') &&
      c.req.path !== '/api';
    if (!wantsPage) return c.json({ message: 'Not found' }, 404);
    c.header('Cache-Control', 'no-cache');
    if (!fs.existsSync(indexFile)) return c.html(placeholderHtml, 200);
    return c.html(fs.readFileSync(indexFile, 'utf8'), 200);
  };
}

/** A path with a segment starting with '.', also when percent-encoded. */
function isHiddenPath(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed escape is looked at as written.
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}
