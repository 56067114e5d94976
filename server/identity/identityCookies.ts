import type { Context } from 'koa';
import { COOKIES } from './identityConstants';

const DAY_MS = 24 * 3600 * 1000;
/** Document 000 §9: refresh token and profile cookies 30 days or 1 year (from configuration): we keep 30 days and 1 year. */
export const REFRESH_TOKEN_COOKIE_MS = 30 * DAY_MS;
export const PROFILE_COOKIE_MS = 365 * DAY_MS;

/** HttpOnly, SameSite=Lax, Secure in production (document 000: cookies token, refreshToken, profile). */
function options(ctx: Context, production: boolean, maxAge?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production && ctx.secure,
    path: '/',
    overwrite: true,
    ...(maxAge ? { maxAge } : {}),
  };
}

export function setTokenCookies(
  ctx: Context,
  production: boolean,
  tokens: { accessToken: string; expiresIn: number; refreshToken?: string },
): void {
  ctx.cookies.set(COOKIES.token, tokens.accessToken, options(ctx, production, tokens.expiresIn * 1000));
  if (tokens.refreshToken) {
    ctx.cookies.set(COOKIES.refreshToken, tokens.refreshToken, options(ctx, production, REFRESH_TOKEN_COOKIE_MS));
    // Only users hold a refresh token; the marker lives as long as it.
    setSignedInMarker(ctx, production, true);
  }
}

export function clearTokenCookies(ctx: Context, production: boolean): void {
  ctx.cookies.set(COOKIES.token, null, options(ctx, production));
  ctx.cookies.set(COOKIES.refreshToken, null, options(ctx, production));
  setSignedInMarker(ctx, production, false);
}

/**
 * The readable "has an account session" marker (docs/pages.md §2): no secret, no id, only `1`.
 * A script reads it before first paint; the server never trusts it for anything.
 */
export function setSignedInMarker(ctx: Context, production: boolean, signedIn: boolean): void {
  const readable = { ...options(ctx, production, signedIn ? REFRESH_TOKEN_COOKIE_MS : undefined), httpOnly: false };
  ctx.cookies.set(COOKIES.signedIn, signedIn ? '1' : null, readable);
}

/** Whether the browser's marker says what the session says; when not, the answer puts it right. */
export function reconcileSignedInMarker(ctx: Context, production: boolean, signedIn: boolean): void {
  const held = ctx.cookies.get(COOKIES.signedIn) === '1';
  if (held !== signedIn) setSignedInMarker(ctx, production, signedIn);
}

/** The profile cookie holds `<id>.<secret>`: the id says which profile, the secret proves it is this browser's. */
export function setProfileCookie(ctx: Context, production: boolean, profileId: number, secret: string): void {
  ctx.cookies.set(COOKIES.profile, `${profileId}.${secret}`, options(ctx, production, PROFILE_COOKIE_MS));
}

export function readProfileCookie(ctx: Context): { profileId: number; secret: string } | undefined {
  const match = /^(\d{1,10})\.([\w-]{20,200})$/.exec(ctx.cookies.get(COOKIES.profile) ?? '');
  return match ? { profileId: Number(match[1]), secret: match[2] } : undefined;
}

/** Forgets this browser's profile (after a logout the browser is a guest unknown again). */
export function clearProfileCookie(ctx: Context, production: boolean): void {
  if (ctx.cookies.get(COOKIES.profile) !== undefined) ctx.cookies.set(COOKIES.profile, null, options(ctx, production));
}
