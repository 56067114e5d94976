import type { Context } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import type { FavoritesCaller } from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';

/**
 * Who calls the favourites routes: the verified bearer's state, user and current profile. Without
 * a bearer the caller has no state (favourites then answer 401: the page opens the login modal).
 */
export async function favoritesCaller(ctx: Context): Promise<Result<FavoritesCaller, DomainError>> {
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return ok({ state: undefined, userId: null });
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const session = verified.value;
  return ok({ state: session.state, userId: session.userId, profileId: session.profileIds[0] });
}
