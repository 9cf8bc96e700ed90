import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { arrivedOverHttps } from './secureRequest';

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

/**
 * Headers for every response; API answers are never cached, app pages carry the CSP. HSTS only
 * over HTTPS (RFC 6797 says to ignore it over HTTP, and a plain-HTTP dev server must stay usable).
 */
export function securityHeaders(config: Pick<ServerConfig, 'trustProxy'>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (arrivedOverHttps(c, config))
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      h.set('Cache-Control', 'no-store');
      h.set(
        'Content-Security-Policy',
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    } else if (!c.req.path.startsWith('/uploads/') && !c.req.path.startsWith('/f/')) {
      // Uploaded images and signup forms' pages carry their own, stricter policies (uploadsRoutes,
      // formsRoutes).
      h.set('Content-Security-Policy', appContentSecurityPolicy);
    }
  };
}
