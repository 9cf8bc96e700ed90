import { Hono } from 'hono';
import type { AppEnv } from '../http/AppEnv';
import { FORM_CONFIRM_PATH } from '../forms/formsJobs';
import { UPLOADS_PATH } from '../uploads/uploadsRoutes';

/**
 * The app's pages a visitor may land on from a search: the rest sits behind a sign-in. Kept here
 * rather than read from the app's routes, since the server runs without the app's source.
 */
export const PUBLIC_PAGES = ['/', '/privacy-policy', '/login', '/register'] as const;

/**
 * `/robots.txt` and `/sitemap.xml` (issue 31 §5): without them a crawler got the app's HTML for
 * both. Crawlers keep out of the API and of one person's links (tracking, unsubscribe, confirm):
 * following them would count opens and clicks nobody made. A signup form's own page stays open
 * to them, since a business may want it found.
 */
export function crawlerRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const robots = [
    'User-agent: *',
    ...['/api/', '/t/', '/u/', `${FORM_CONFIRM_PATH}`, `${UPLOADS_PATH}/`].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${publicUrl}${page}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  return app;
}
