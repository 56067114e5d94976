import type { Context } from 'koa';
import type { FinancingCaller } from '#application/financing/ports';
import { AccessTokenVerifier } from '#application/identity/ports';
import { searchReaderOf } from '#domain/search/saved/searchReaderOf';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';

/**
 * Who calls the financing service: without a bearer an unknown visitor (estimates and rates only,
 * no quotes of their own); with one, the verified token's profiles (every visitor has one, guests
 * too), read as the searches service reads them.
 */
export async function financingCaller(ctx: Context): Promise<Result<FinancingCaller, DomainError>> {
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return ok({ ownProfileIds: [] });
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const reader = searchReaderOf(verified.value);
  return ok({ profileId: reader.profileId, ownProfileIds: reader.ownProfileIds });
}
