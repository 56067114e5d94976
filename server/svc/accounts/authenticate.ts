import type { Context } from 'koa';
import { callerOf, type Caller } from '#application/identity/Caller';
import { IdentityErrors } from '#application/identity/IdentityErrors';
import { AccessTokenVerifier, UsersRepository } from '#application/identity/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { sendDomainError } from '#server/middleware/svcErrors';

/**
 * Every accounts call but profile creation carries a bearer access token (document 000 §5:
 * "Authenticated clients must carry an authorization header"). Without one: 401
 * 'Authorization headers is not defined'; with a bad one: 401 TOKEN_INVALID.
 */
export async function authenticate(ctx: Context): Promise<Result<Caller, DomainError>> {
  const header = ctx.get('authorization');
  if (!header) return err(IdentityErrors.missingAuthorization());
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
  if (!match) return err(IdentityErrors.invalidToken());
  const container = ctx.state.container;
  const verified = await container.get(AccessTokenVerifier).verify(match[1]);
  if (!verified.ok) return verified;
  const { expiresAt: _expiresAt, ...session } = verified.value;
  return ok(await callerOf(session, container.get(UsersRepository)));
}

/** Runs `handle` with the authenticated caller, or answers the authentication failure (401 with WWW-Authenticate). */
export async function withCaller(ctx: Context, handle: (caller: Caller) => Promise<void>): Promise<void> {
  const caller = await authenticate(ctx);
  if (!caller.ok) {
    sendDomainError(ctx, caller.error);
    ctx.set('WWW-Authenticate', 'Bearer');
    return;
  }
  await handle(caller.value);
}
