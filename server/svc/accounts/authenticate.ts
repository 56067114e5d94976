import type { Context } from 'koa';
import { callerOf, type Caller } from '#application/identity/Caller';
import { UsersRepository } from '#application/identity/ports';
import type { VerifiedSession } from '#server/svc/shared/svcSession';

/**
 * Every accounts call but profile creation carries a bearer access token (document 000 §5:
 * "Authenticated clients must carry an authorization header"): its route's caller is `session`,
 * so routeOf answers 401 'Authorization headers is not defined' without one and 401 TOKEN_INVALID
 * with a bad one. Runs `handle` with the caller the session names.
 */
export async function withCaller(
  ctx: Context,
  session: VerifiedSession,
  handle: (caller: Caller) => Promise<void>,
): Promise<void> {
  await handle(await callerOf(session, ctx.state.container.get(UsersRepository)));
}
