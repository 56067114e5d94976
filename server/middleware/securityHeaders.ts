import { randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';

/**
 * Security headers with a nonce-based CSP. The nonce goes to Vike (renderPage's cspNonce)
 * so its hydration script carries it. In development Vite's HMR client needs inline
 * styles and a websocket, so the policy loosens there only.
 */
export function securityHeaders(options: { production: boolean; tileOrigins: string[] }): Middleware {
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64url');
    ctx.state.cspNonce = nonce;
    const img = ["'self'", 'data:', 'blob:', ...options.tileOrigins].join(' ');
    const script = options.production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline' 'unsafe-eval'`;
    const connect = options.production ? "'self'" : "'self' ws: wss:";
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src ${script}`,
        // Leaflet sets inline style attributes on tiles and markers.
        "style-src 'self' 'unsafe-inline'",
        `img-src ${img}`,
        `connect-src ${connect}`,
        "font-src 'self' data:",
        // The ALTCHA widget solves its proof of work in workers it builds from blobs.
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join('; '),
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
