import type { Context } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import type { RequestContext } from '#application/portal/RequestContext';
import { type SearchCaller, searchPortalRulesOf } from '#application/search/ports';
import { PORTALS } from '#config/portals';
import { searchReaderOf } from '#domain/search/saved/searchReaderOf';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { bearerOf } from '#server/svc/shared/bearer';

/**
 * Who calls the searches service. Searching needs no sign-in: without a bearer the caller is an
 * unknown visitor (they may search, not save or list). With one, the verified token says which
 * profiles they act for (claims profile_ids, identified_user_profile_ids) and their state.
 * The body's portalId picks the portal's rules, else the portal of the host.
 */
export async function searchCaller(ctx: Context, portalId?: string): Promise<Result<SearchCaller, DomainError>> {
  const request = ctx.state.requestContext as RequestContext;
  const portal = (portalId && Object.hasOwn(PORTALS, portalId) && PORTALS[portalId]) || request.portal;
  const caller: SearchCaller = {
    language: request.culture,
    isCrawler: request.isCrawler,
    portal: searchPortalRulesOf(portal),
  };
  const bearer = bearerOf(ctx);
  if (!bearer.ok) return bearer;
  if (bearer.value === undefined) return ok(caller);
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(bearer.value);
  if (!verified.ok) return verified;
  return ok({ ...caller, ...searchReaderOf(verified.value) });
}
