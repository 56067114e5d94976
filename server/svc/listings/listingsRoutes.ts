import type Router from '@koa/router';
import { LISTINGS_ROUTES } from '#application/listings/svcRoutes';
import * as yup from 'yup';
import {
  AddFavorite,
  GetListing,
  GetListingsByIds,
  GetPriceHistory,
  ListFavorites,
  RemoveFavorite,
  RevealContactPhone,
  TranslateListing,
} from '#application/listings/tokens';
import { ListingsService as ListingsServiceToken } from '#application/listings/ports';
import { FAVORITES_MODES, FAVORITES_SORT, favoritesCallerOf } from '#domain/listings/favorites/Favorites';
import { LISTING_MODES } from '#domain/listings/Listing';
import { TRANSLATABLE_FIELDS } from '#domain/listings/translation/ListingTranslation';
import { CULTURES } from '#domain/portal/Portal';
import { parseListingId } from '#domain/listings/ListingId';
import { err, ok } from '#domain/shared/Result';
import { invalid, notFound } from '#domain/shared/DomainError';
import { PROJECT_COMPANIES_MAX_IDS, PROJECT_COMPANY_MODES } from '#domain/listings/projects/ProjectCompany';
import { answer } from '#server/svc/shared/answer';
import { routeOf, routerOf } from '#server/svc/shared/routeOf';
import { idSchema, validBody, validQuery } from '#server/svc/shared/validate';

const listingQuery = yup.object({
  currencyId: yup
    .string()
    .matches(/^[A-Z]{3}$/, 'currencyId must be an ISO 4217 code such as EUR')
    .optional(),
  mode: yup
    .string()
    .oneOf([...LISTING_MODES], `mode must be one of ${LISTING_MODES.join(', ')}`)
    .optional(),
});

const contactPhoneQuery = yup
  .object({ listingId: idSchema('listingId').optional(), agentUserId: idSchema('agentUserId').optional() })
  .test('one-target', 'listingId or agentUserId is required, not both', function (value) {
    const given = [value.listingId, value.agentUserId].filter((id) => id !== undefined).length;
    return (
      given === 1 || this.createError({ path: 'listingId', message: 'listingId or agentUserId is required, not both' })
    );
  });

const translateQuery = yup.object({
  field: yup
    .string()
    .oneOf([...TRANSLATABLE_FIELDS], `field must be one of ${TRANSLATABLE_FIELDS.join(', ')}`)
    .default('description'),
  language: yup
    .string()
    .oneOf([...CULTURES], `language must be one of ${CULTURES.join(', ')}`)
    .required('language is required'),
});

const idsBody = yup.object({
  listings: yup
    .array(idSchema('listings').required())
    .max(200, 'listings may hold at most 200 ids')
    .required('listings is required'),
});

/** GET /v2/listings (document 001 §7, query mode, currencyId): the listings named by `ids`, comma-separated (our choice). */
const listingsQuery = listingQuery.shape({
  ids: yup
    .string()
    .required('ids is required')
    .matches(/^\d{1,10}(,\d{1,10}){0,199}$/, 'ids must be up to 200 listing ids separated by commas'),
});

const companiesQuery = yup.object({
  mode: yup
    .string()
    .oneOf([...PROJECT_COMPANY_MODES], `mode must be one of ${PROJECT_COMPANY_MODES.join(', ')}`)
    .default('Light'),
});

const companiesBody = yup.object({
  projectCompaniesIds: yup
    .array(idSchema('projectCompaniesIds').required())
    .max(PROJECT_COMPANIES_MAX_IDS, `projectCompaniesIds may hold at most ${PROJECT_COMPANIES_MAX_IDS} ids`)
    .required('projectCompaniesIds is required'),
});

const favoritesQuery = yup.object({
  mode: yup
    .string()
    .oneOf([...FAVORITES_MODES], `mode must be one of ${FAVORITES_MODES.join(', ')}`)
    .default('ListingIds'),
  sort: yup.string().oneOf([FAVORITES_SORT], `sort must be ${FAVORITES_SORT}`).optional(),
});

/**
 * GET /v2/listings/{id}, POST /v2/listings/ids, and the favourites: GET /v2/listings/favorites,
 * POST and DELETE /v2/listings/{id}/favorite (document 001 §7). Favourites are the caller's own:
 * never cached by anyone.
 */
export function listingsRoutes(): Router {
  return routerOf([
    // Before /v2/listings/:id, which would read 'favorites' as an id.
    routeOf(LISTINGS_ROUTES.favorites, async (ctx, session) => {
      const query = await validQuery(ctx, favoritesQuery);
      const caller = favoritesCallerOf(session);
      const result = await ctx.state.container.get(ListFavorites).execute({ mode: query.mode, caller });
      ctx.set('Cache-Control', 'private, no-store');
      answer(ctx, result);
    }),

    routeOf(LISTINGS_ROUTES.addFavorite, async (ctx, session) => {
      const caller = favoritesCallerOf(session);
      const result = await ctx.state.container.get(AddFavorite).execute({ listingId: ctx.params.id, caller });
      ctx.set('Cache-Control', 'private, no-store');
      answer(ctx, result);
    }),

    routeOf(LISTINGS_ROUTES.removeFavorite, async (ctx, session) => {
      const caller = favoritesCallerOf(session);
      const result = await ctx.state.container.get(RemoveFavorite).execute({ listingId: ctx.params.id, caller });
      ctx.set('Cache-Control', 'private, no-store');
      answer(ctx, result);
    }),

    // Document 001 §7 GET /v2/listings (query mode, currencyId).
    routeOf(LISTINGS_ROUTES.listingsByIdsQuery, async (ctx) => {
      const { ids, ...query } = await validQuery(ctx, listingsQuery);
      const wanted = ids.split(',').map(Number);
      if (wanted.some((id) => !parseListingId(id).ok))
        return answer(ctx, err(invalid('IDS_NOT_VALID', 'ids must be positive listing ids', 'ids')));
      const listings = await ctx.state.container.get(GetListingsByIds).execute({ ids: wanted, ...query });
      answer(ctx, ok({ listings }), { publicMaxAge: 60 });
    }),

    routeOf(LISTINGS_ROUTES.listing, async (ctx) => {
      const query = await validQuery(ctx, listingQuery);
      const result = await ctx.state.container.get(GetListing).execute({ id: ctx.params.id, ...query });
      answer(ctx, result, { publicMaxAge: 60 });
    }),

    // Our addition: the phone number a listing's or an agent's page reveals when asked (never in the
    // shared HTML, docs/pages.md §1). Each answer is the asker's own: never stored by a cache.
    routeOf(LISTINGS_ROUTES.contactPhone, async (ctx) => {
      const query = await validQuery(ctx, contactPhoneQuery);
      const target =
        query.listingId !== undefined ? { listingId: query.listingId } : { agentUserId: query.agentUserId! };
      answer(ctx, await ctx.state.container.get(RevealContactPhone).execute(target));
    }),

    // Our addition to the seed contract: the listing page's price history.
    routeOf(LISTINGS_ROUTES.priceHistory, async (ctx) => {
      const id = parseListingId(ctx.params.id);
      if (!id.ok) return answer(ctx, err({ ...id.error, field: 'id' }));
      const prices = await ctx.state.container.get(GetPriceHistory).execute({ id: id.value });
      answer(ctx, ok({ prices }), { publicMaxAge: 60 });
    }),

    // Our addition too: the listing page's similar listings.
    routeOf(LISTINGS_ROUTES.similar, async (ctx) => {
      const query = await validQuery(ctx, listingQuery);
      const id = parseListingId(ctx.params.id);
      if (!id.ok) return answer(ctx, err({ ...id.error, field: 'id' }));
      const listings = await ctx.state.container.get(ListingsServiceToken).getSimilarListings(id.value, query);
      answer(ctx, ok({ listings }), { publicMaxAge: 60 });
    }),

    // Our addition too: the same property listed by other agencies ("Duplicate detection").
    routeOf(LISTINGS_ROUTES.duplicates, async (ctx) => {
      const query = await validQuery(ctx, listingQuery);
      const id = parseListingId(ctx.params.id);
      if (!id.ok) return answer(ctx, err({ ...id.error, field: 'id' }));
      const listings = await ctx.state.container.get(ListingsServiceToken).getDuplicateListings(id.value, query);
      answer(ctx, ok({ listings }), { publicMaxAge: 60 });
    }),

    // Document 001 §7 GET /v1/projects/{id}/listings: the project's listing and its units.
    routeOf(LISTINGS_ROUTES.projectListings, async (ctx) => {
      const query = await validQuery(ctx, listingQuery);
      const id = parseListingId(ctx.params.id);
      if (!id.ok) return answer(ctx, err({ ...id.error, field: 'id' }));
      const listings = await ctx.state.container.get(ListingsServiceToken).getProjectListings(id.value, query);
      if (listings.length === 0)
        return answer(ctx, err(notFound('PROJECT_NOT_FOUND', 'Listing or Project not found for params')));
      answer(ctx, ok({ listings }), { publicMaxAge: 60 });
    }),

    // Document 001 §7: GET /v2/listings/{id}/translate (field), in the language asked.
    routeOf(LISTINGS_ROUTES.translate, async (ctx) => {
      const query = await validQuery(ctx, translateQuery);
      const result = await ctx.state.container.get(TranslateListing).execute({
        id: ctx.params.id,
        field: query.field,
        language: query.language,
      });
      answer(ctx, result, { publicMaxAge: 60 });
    }),

    // Document 001 §7 POST /v1/projects/companies/ids (projectCompaniesIds, mode).
    routeOf(LISTINGS_ROUTES.projectCompanies, async (ctx) => {
      const query = await validQuery(ctx, companiesQuery);
      const body = await validBody(ctx, companiesBody);
      const projectCompanies = await ctx.state.container
        .get(ListingsServiceToken)
        .getProjectCompanies(body.projectCompaniesIds, query.mode);
      answer(ctx, ok({ projectCompanies }));
    }),

    // Document 001 §7 GET /v2/repositories and /{id}: vocabularies, the same for everyone for hours.
    routeOf(LISTINGS_ROUTES.repositories, async (ctx) => {
      const repositories = await ctx.state.container.get(ListingsServiceToken).getRepositories();
      answer(ctx, ok({ repositories }), { publicMaxAge: 21600 });
    }),

    routeOf(LISTINGS_ROUTES.repository, async (ctx) => {
      const result = await ctx.state.container.get(ListingsServiceToken).getRepository(ctx.params.id);
      answer(ctx, result, { publicMaxAge: 21600 });
    }),

    routeOf(LISTINGS_ROUTES.listingsByIds, async (ctx) => {
      const query = await validQuery(ctx, listingQuery);
      const body = await validBody(ctx, idsBody);
      const listings = await ctx.state.container.get(GetListingsByIds).execute({ ids: body.listings, ...query });
      answer(ctx, ok({ listings }));
    }),
  ]);
}
