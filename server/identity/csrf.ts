import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { safeEqual } from '#domain/shared/safeEqual';
import { COOKIES, CSRF_HEADER } from './identityConstants';
import { selfOrigin } from './selfOrigin';

/**
 * CSRF protection by double submit: a random token in a cookie the page's script can read, echoed
 * in the x-csrf-token header of every state-changing call. Another site can make the browser send
 * the cookie but cannot read it to set the header. SameSite=Lax on every cookie is the second wall.
 *
 * This gives the visitor's token, and how to hand it to their browser. A page load holds the cookie
 * back: a shared page answers with no Set-Cookie (docs/pages.md "What a first visit gets"), and
 * only a page rendered for the visitor, or the personal part after hydration, sets it.
 */
export function csrfTokenOf(ctx: Context, production: boolean): { token: string; commit: () => void } {
  const existing = ctx.cookies.get(COOKIES.csrf);
  if (existing && /^[\w-]{43}$/.test(existing)) return { token: existing, commit: () => undefined };
  const token = randomBytes(32).toString('base64url');
  let committed = false;
  const commit = () => {
    if (committed) return;
    committed = true;
    ctx.cookies.set(COOKIES.csrf, token, {
      httpOnly: false,
      sameSite: 'lax',
      secure: production && ctx.secure,
      path: '/',
      maxAge: 365 * 24 * 3600 * 1000,
    });
  };
  return { token, commit };
}

export function isSafeMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
}

/**
 * Where the page's navigator.sendBeacon posts (the tracking batches). A beacon cannot carry the
 * x-csrf-token header, so there the browser's Fetch Metadata is the proof instead: `Sec-Fetch-Site:
 * same-origin` is set by the browser itself, and no page of another site can send it.
 */
const BEACON_PATHS = new Set(['/svc/events/track']);

/** true when the request carries the header matching the cookie (and, when the browser says, comes from our origin). */
export function passesCsrfCheck(ctx: Context): boolean {
  if (BEACON_PATHS.has(ctx.path) && ctx.get('sec-fetch-site') === 'same-origin') return true;
  const cookie = ctx.cookies.get(COOKIES.csrf);
  const header = ctx.get(CSRF_HEADER);
  if (!cookie || !header || !safeEqual(cookie, header)) return false;
  const origin = ctx.get('origin');
  return !origin || origin === selfOrigin(ctx);
}

export function rejectCsrf(ctx: Context): void {
  ctx.status = 403;
  ctx.body = { code: 'CSRF_FAILED', message: 'Errors.Message.SomethingWrong', field: null };
}
