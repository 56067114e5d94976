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
  if (tokens.refreshToken)
    ctx.cookies.set(COOKIES.refreshToken, tokens.refreshToken, options(ctx, production, REFRESH_TOKEN_COOKIE_MS));
}

export function clearTokenCookies(ctx: Context, production: boolean): void {
  ctx.cookies.set(COOKIES.token, null, options(ctx, production));
  ctx.cookies.set(COOKIES.refreshToken, null, options(ctx, production));
}

/** The profile cookie holds `<id>.<secret>`: the id says which profile, the secret proves it is this browser's. */
export function setProfileCookie(ctx: Context, production: boolean, profileId: number, secret: string): void {
  ctx.cookies.set(COOKIES.profile, `${profileId}.${secret}`, options(ctx, production, PROFILE_COOKIE_MS));
}

export function readProfileCookie(ctx: Context): { profileId: number; secret: string } | undefined {
  const match = /^(\d{1,10})\.([\w-]{20,200})$/.exec(ctx.cookies.get(COOKIES.profile) ?? '');
  return match ? { profileId: Number(match[1]), secret: match[2] } : undefined;
}
