import type { Context } from 'koa';
import { AccessTokenVerifier } from '#application/identity/ports';
import type { RequestContext } from '#application/portal/RequestContext';
import type { SearchCaller } from '#application/search/ports';
import { PORTALS } from '#config/portals';
import { searchReaderOf } from '#domain/search/saved/searchReaderOf';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

/**
 * Who calls the searches service. Searching needs no sign-in: without a bearer the caller is an
 * unknown visitor (they may search, not save or list). With one, the verified token says which
 * profiles they act for (claims profile_ids, identified_user_profile_ids) and their state.
 * The body's portalId picks the portal's rules, else the portal of the host.
 */
export async function searchCaller(ctx: Context, portalId?: string): Promise<Result<SearchCaller, DomainError>> {
  const request = ctx.state.requestContext as RequestContext;
  const portal = (portalId && PORTALS[portalId]) || request.portal;
  const caller: SearchCaller = {
    language: request.culture,
    isCrawler: request.isCrawler,
    portal: {
      id: portal.id,
      countries: portal.countries,
      defaultCurrency: portal.defaultCurrency,
      pageSize: portal.pageSize,
      maxSkip: portal.maxSkip,
      sortings: portal.sortings,
      defaultSort: portal.defaultSort,
    },
  };
  const header = ctx.get('authorization');
  if (!header) return ok(caller);
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
  if (!match) return err(domainError('UNAUTHORIZED', 'TOKEN_INVALID', 'Authorization header is not a bearer token'));
  const verified = await ctx.state.container.get(AccessTokenVerifier).verify(match[1]);
  if (!verified.ok) return verified;
  return ok({ ...caller, ...searchReaderOf(verified.value) });
}
