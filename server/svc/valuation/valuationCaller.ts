import type { Context } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import type { RequestContext } from '#application/portal/RequestContext';
import type { ValuationCaller } from '#application/valuation/ports';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';

/**
 * Who calls the properties service: the verified bearer's profiles (the current one owns new
 * properties; it and the identified ones may read and change them), the client's address (the
 * valuate limit) and the portal of the host. Without a bearer: nobody's (only cancreate answers).
 */
export async function valuationCaller(ctx: Context): Promise<Result<ValuationCaller, DomainError>> {
  const request = ctx.state.requestContext as RequestContext;
  const caller: ValuationCaller = { ownProfileIds: [], clientIp: ctx.ip, portalId: request.portal.id };
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return ok(caller);
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  const { profileIds, identifiedUserProfileIds } = verified.value;
  return ok({
    ...caller,
    profileId: profileIds[0],
    ownProfileIds: [...new Set([...profileIds, ...identifiedUserProfileIds])],
  });
}
