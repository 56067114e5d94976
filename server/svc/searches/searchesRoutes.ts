import type Router from '@koa/router';
import type { Context } from 'koa';
import { type MapExecution, type SearchCaller, type SearchExecution, searchCallerOf } from '#application/search/ports';
import { SEARCHES_ROUTES } from '#application/search/svcRoutes';
import { PORTALS } from '#config/portals';
import {
  ArchiveSearch,
  CreateSearch,
  GetFilterableRepositories,
  GetLuxuryPriceRange,
  GetSearch,
  ListSearches,
  PatchSearch,
  SearchMap,
} from '#application/search/tokens';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import { parseFacetSpec } from '#domain/search/facets/parseFacetSpec';
import type { SearchDraft } from '#domain/search/saved/SavedSearch';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import type { VerifiedSession } from '#server/svc/shared/svcSession';
import { validBody, validQuery } from '#server/svc/shared/validate';
import {
  createBodySchema,
  executionQuerySchema,
  listQuerySchema,
  luxuryQuerySchema,
  mapQuerySchema,
  patchBodySchema,
} from './searchSchemas';

/** `facet` once or repeated, each 'name,count:n,sort:,values:,interval:' (document 001 §7). */
function facetsOf(facet: string | string[] | undefined): Result<FacetSpec[], DomainError> {
  const specs: FacetSpec[] = [];
  for (const text of facet === undefined ? [] : Array.isArray(facet) ? facet : [facet]) {
    const parsed = parseFacetSpec(String(text));
    if (!parsed.ok) return parsed;
    specs.push(parsed.value);
  }
  return ok(specs);
}

async function executionOf(ctx: Context): Promise<Result<SearchExecution, DomainError>> {
  const { facet, ...query } = await validQuery(ctx, executionQuerySchema);
  const facets = facetsOf(facet);
  return facets.ok ? ok({ ...query, facets: facets.value }) : facets;
}

/**
 * Who calls the searches service: searching needs no sign-in (an unknown visitor may search, not
 * save or list); a bearer, when sent, names the profiles they act for. The body's portalId picks
 * the portal's rules, else the portal of the host.
 */
function searchCaller(ctx: Context, session: VerifiedSession | undefined, portalId?: string): SearchCaller {
  const request = ctx.state.requestContext;
  const portal = (portalId && Object.hasOwn(PORTALS, portalId) && PORTALS[portalId]) || request.portal;
  return searchCallerOf({ culture: request.culture, isCrawler: request.isCrawler, portal }, session);
}

/**
 * /svc/searches (document 001 §7 "Searches"): validate (yup), identify the caller, call one
 * handler, map the Result. The body holds `search`; count, skip, mode, facet, saveInDb and sort
 * are query parameters.
 */
export function searchesRoutes(): Router {
  return routerOf([
    routeOf(SEARCHES_ROUTES.create, async (ctx, session) => {
      const { search } = await validBody(ctx, createBodySchema);
      const execution = await executionOf(ctx);
      if (!execution.ok) return answer(ctx, execution);
      const caller = searchCaller(ctx, session, search.portalId);
      const result = await ctx.state.container
        .get(CreateSearch)
        .execute({ search: search, execution: execution.value, caller });
      answer(ctx, result, { status: result.ok && result.value.search.id !== undefined ? 201 : 200 });
    }),

    routeOf(SEARCHES_ROUTES.map, async (ctx, session) => {
      const { search } = await validBody(ctx, createBodySchema);
      const query = await validQuery(ctx, mapQuerySchema);
      const caller = searchCaller(ctx, session, search.portalId);
      const execution: MapExecution = { zoom: query.zoom, count: query.count, sort: query.sort };
      if (query.neLat !== undefined) {
        execution.viewport = {
          northeast: { lat: query.neLat, lng: query.neLng! },
          southwest: { lat: query.swLat!, lng: query.swLng! },
        };
      }
      answer(ctx, await ctx.state.container.get(SearchMap).execute({ search: search, execution, caller }));
    }),

    routeOf(SEARCHES_ROUTES.list, async (ctx, session) => {
      const query = await validQuery(ctx, listQuerySchema);
      const caller = searchCaller(ctx, session);
      answer(ctx, await ctx.state.container.get(ListSearches).execute({ query, caller }));
    }),

    routeOf(SEARCHES_ROUTES.one, async (ctx, session) => {
      const execution = await executionOf(ctx);
      if (!execution.ok) return answer(ctx, execution);
      const caller = searchCaller(ctx, session);
      answer(
        ctx,
        await ctx.state.container.get(GetSearch).execute({ id: ctx.params.id, execution: execution.value, caller }),
      );
    }),

    routeOf(SEARCHES_ROUTES.patch, async (ctx, session) => {
      const { search } = await validBody(ctx, patchBodySchema);
      const execution = await executionOf(ctx);
      if (!execution.ok) return answer(ctx, execution);
      const caller = searchCaller(ctx, session, search.portalId);
      const patch = search as Partial<SearchDraft>;
      answer(
        ctx,
        await ctx.state.container
          .get(PatchSearch)
          .execute({ id: ctx.params.id, patch, execution: execution.value, caller }),
      );
    }),

    routeOf(SEARCHES_ROUTES.archive, async (ctx, session) => {
      const caller = searchCaller(ctx, session);
      const result = await ctx.state.container.get(ArchiveSearch).execute({ id: ctx.params.id, caller });
      answer(ctx, result.ok ? ok({ search: result.value }) : err(result.error));
    }),

    routeOf(SEARCHES_ROUTES.luxuryPriceRange, async (ctx) => {
      const query = await validQuery(ctx, luxuryQuerySchema);
      const result = await ctx.state.container.get(GetLuxuryPriceRange).execute(query);
      answer(ctx, result.ok ? ok({ luxuryPriceRange: result.value }) : err(result.error), { publicMaxAge: 3600 });
    }),

    routeOf(SEARCHES_ROUTES.filterableRepositories, async (ctx) => {
      const result = await ctx.state.container.get(GetFilterableRepositories).execute();
      // Document 001 §9: "filterable repositories 6h".
      answer(ctx, result.ok ? ok({ repositories: result.value }) : err(result.error), { publicMaxAge: 21600 });
    }),
  ]);
}
