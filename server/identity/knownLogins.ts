import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import type { SignedInBefore } from '#application/identity/commands/loginAttempts';
import { COOKIES } from './identityConstants';

/** The accounts one browser remembers having signed in to (a shared computer holds a few). */
const MAX_ACCOUNTS = 5;
const KNOWN_LOGINS_MS = 365 * 24 * 3600 * 1000;
/** Only the login calls read it. */
const KNOWN_LOGINS_PATH = '/login';

/** An account's mark in this browser: an HMAC of its id, so the cookie names nobody and cannot be forged. */
const tagOf = (hmacKey: string, userId: number): string =>
  createHmac('sha256', hmacKey).update(`known-login:${userId}`).digest('base64url').slice(0, 22);

const tagsIn = (ctx: Context): string[] =>
  (ctx.cookies.get(COOKIES.knownLogins) ?? '')
    .split('.')
    .filter((tag) => /^[\w-]{22}$/.test(tag))
    .slice(0, MAX_ACCOUNTS);

/**
 * docs/security.md "Login protection": a browser that signed in to an account before gets its right
 * credential through whatever strangers did to the counters. This reads the mark its logins left.
 */
export function signedInBefore(ctx: Context, hmacKey: string): SignedInBefore {
  const tags = new Set(tagsIn(ctx));
  return (userId) => tags.size > 0 && tags.has(tagOf(hmacKey, userId));
}

/** After a successful login: this browser now knows the account (newest first, at most MAX_ACCOUNTS). */
export function rememberLogin(ctx: Context, hmacKey: string, userId: number, production: boolean): void {
  const tag = tagOf(hmacKey, userId);
  const tags = [tag, ...tagsIn(ctx).filter((held) => held !== tag)].slice(0, MAX_ACCOUNTS);
  ctx.cookies.set(COOKIES.knownLogins, tags.join('.'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: production && ctx.secure,
    path: KNOWN_LOGINS_PATH,
    overwrite: true,
    maxAge: KNOWN_LOGINS_MS,
  });
}
