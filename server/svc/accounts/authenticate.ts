import type { Context } from 'koa';
import { callerOf, type Caller } from '#application/identity/Caller';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { AccessTokenVerifier, UsersRepository } from '#application/identity/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';
import { sendDomainError } from '#server/svc/shared/serviceError';

/**
 * Every accounts call but profile creation carries a bearer access token (document 000 §5:
 * "Authenticated clients must carry an authorization header"). Without one: 401
 * 'Authorization headers is not defined'; with a bad one: 401 TOKEN_INVALID.
 */
export async function authenticate(ctx: Context): Promise<Result<Caller, DomainError>> {
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return err(IdentityErrors.missingAuthorization());
  const container = ctx.state.container;
  const verified = await container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const { expiresAt: _expiresAt, ...session } = verified.value;
  return ok(await callerOf(session, container.get(UsersRepository)));
}

/** Runs `handle` with the authenticated caller, or answers the authentication failure (401 with WWW-Authenticate). */
export async function withCaller(ctx: Context, handle: (caller: Caller) => Promise<void>): Promise<void> {
  const caller = await authenticate(ctx);
  if (!caller.ok) return sendDomainError(ctx, caller.error);
  await handle(caller.value);
}
