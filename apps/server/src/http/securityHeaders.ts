import type { MiddlewareHandler } from 'hono';

/**
 * The app's CSP. Styles allow 'unsafe-inline' because vanilla-extract's runtime theme variables and
 * React `style` props are inline; scripts stay 'self' only. frame-src 'self' covers the email
 * preview iframe (srcdoc inherits this origin).
 */
export const appContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every response; API answers are never cached, app pages carry the CSP. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      h.set('Cache-Control', 'no-store');
      h.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    } else {
      h.set('Content-Security-Policy', appContentSecurityPolicy);
    }
  };
}
