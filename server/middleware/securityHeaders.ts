import { randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';

export interface SecurityHeaderOptions {
  production: boolean;
  tileOrigins: string[];
}

/** The headers every answer carries, built once: the CSP is the only one that changes (its nonce). */
export interface SecurityHeaders {
  /** The policy for a script source list (`'self' 'nonce-…'`, or a shared page's `'self' 'sha256-…'`). */
  contentSecurityPolicy(nonce: string): string;
  /** The others, in the order they are set. */
  readonly fixed: readonly (readonly [string, string])[];
}

/**
 * Security headers with a nonce-based CSP. The nonce goes to Vike (renderPage's cspNonce)
 * so its hydration script carries it. In development Vite's HMR client needs inline
 * styles and a websocket, so the policy loosens there only.
 */
export function securityHeaderValues(options: SecurityHeaderOptions): SecurityHeaders {
  const img = ["'self'", 'data:', 'blob:', ...options.tileOrigins].join(' ');
  const connect = options.production ? "'self'" : "'self' ws: wss:";
  const after = [
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
  ].join('; ');
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.production) fixed.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return {
    contentSecurityPolicy: (nonce) => {
      const script = options.production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline' 'unsafe-eval'`;
      return `default-src 'self'; script-src ${script}; ${after}`;
    },
    fixed,
  };
}

/** Sets the headers with a policy already made for this answer. */
export function setSecurityHeaders(ctx: Context, headers: SecurityHeaders, contentSecurityPolicy: string): void {
  ctx.set('Content-Security-Policy', contentSecurityPolicy);
  for (const [name, value] of headers.fixed) ctx.set(name, value);
}

declare module 'koa' {
  interface DefaultState {
    /** The nonce this answer's Content-Security-Policy allows inline scripts with. */
    cspNonce?: string;
  }
}

export function securityHeaders(headers: SecurityHeaders): Middleware {
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64url');
    ctx.state.cspNonce = nonce;
    setSecurityHeaders(ctx, headers, headers.contentSecurityPolicy(nonce));
    await next();
  };
}
