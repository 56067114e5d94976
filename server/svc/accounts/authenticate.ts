import type { Context } from 'koa';
import { callerOf, type Caller } from '#application/identity/Caller';
import { UsersRepository } from '#application/identity/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { sendDomainError } from '#server/svc/shared/serviceError';
import { sessionOf } from '#server/svc/shared/svcSession';

/**
 * Every accounts call but profile creation carries a bearer access token (document 000 §5:
 * "Authenticated clients must carry an authorization header"). Without one: 401
 * 'Authorization headers is not defined'; with a bad one: 401 TOKEN_INVALID.
 */
export async function authenticate(ctx: Context): Promise<Result<Caller, DomainError>> {
  const session = await sessionOf(ctx, 'session');
  if (!session.ok) return session;
  return ok(await callerOf(session.value, ctx.state.container.get(UsersRepository)));
}

/** Runs `handle` with the authenticated caller, or answers the authentication failure (401 with WWW-Authenticate). */
export async function withCaller(ctx: Context, handle: (caller: Caller) => Promise<void>): Promise<void> {
  const caller = await authenticate(ctx);
  if (!caller.ok) return sendDomainError(ctx, caller.error);
  await handle(caller.value);
}
