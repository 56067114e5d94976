import { redirect, render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadPlaceStatistics } from '#application/places/tokens';
import { placePageSlugsIn, placeSlugIn } from '#domain/places/placeSlugIn';
import { placeStatsPagePath } from '#domain/places/statistics/placeStatsPage';
import { placeStatsPath, STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import type { TransactionType } from '#domain/listings/Listing';
import type { Language } from '#domain/portal/Portal';
import { buildSearchUrl } from '#domain/search/buildSearchUrl';
import { searchPlaceSlugs } from '#domain/search/searchPlaceSlugs';
import { alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { mostViewedView } from './mostViewedView';
import type { PlaceStatisticsPageData } from './PlaceStatisticsPageData';

/**
 * Place statistics. The query (application/places/queries/LoadPlaceStatistics) decides: the path's
 * place (a locality gets its country's slug, an old slug the current one: 301), the figures, the
 * most viewed listings and the page's tags. This turns its answer into Vike's redirect or error
 * page, or into the page's data.
 */
export async function loadPlaceStatisticsPageData(pageContext: PageContextServer): Promise<PlaceStatisticsPageData> {
  const { requestContext, container } = pageContext;
  const { culture, portal, origin, currency } = requestContext;
  if (!container) throw new Error('The statistics page needs the request container');
  const result = await container
    .get(LoadPlaceStatistics)
    .execute({ path: pageContext.urlPathname, culture, portal, currencyId: currency });
  if (!result.ok) throw render(404, result.error.message);
  if (result.value.kind === 'redirect') throw redirect(result.value.to, result.value.status);
  const { place, country, graphs, items, ratings, children, currencyId, mostViewed } = result.value;
  const here = (language: Language) => placeStatsPagePath(language, { place, country }, portal);

  const searchPlace = place && { ...placePageSlugsIn(place, country, culture), placeSlug: placeSlugIn(place, culture) };
  return {
    ...(place && { placeName: place.names[culture] ?? place.names.en }),
    ...(place && { placeId: place.placeId }),
    mostViewed: mostViewedView(mostViewed, culture, currency, portal),
    graphs,
    figures: items.map((item) => {
      const built = buildSearchUrl(
        {
          filters: {
            transactionType: item.transactionType,
            types: [item.propertyType],
            ...(item.existingRooms !== undefined && {
              numberOf: { rooms: { min: item.existingRooms, max: item.existingRooms + 0.5 } },
            }),
            ...(place && { location: { placeId: place.placeId } }),
          },
          params: {},
        },
        {
          language: culture,
          sortings: portal.sortings,
          defaultSort: portal.defaultSort,
          ...(searchPlace && { place: searchPlace }),
        },
      );
      return { ...item, searchPath: culturePath(built.ok ? built.value : '/search', culture, portal) };
    }),
    ratings: ratings.map((rated) => ({
      rank: rated.rank,
      name: rated.place.names[culture] ?? rated.place.names.en,
      medianPerM2: rated.medianPerM2,
      count: rated.count,
      statsPath: culturePath(
        placeStatsPath(culture, {
          ...(rated.country && { countrySlug: placeSlugIn(rated.country, culture) }),
          placeSlug: placeSlugIn(rated.place, culture),
        }),
        culture,
        portal,
      ),
    })),
    children: children
      .filter((child) => child.counts.Sell + child.counts.Rent > 0)
      .slice(0, CHILDREN_SHOWN)
      .map((child) => {
        const childSlugs = searchPlaceSlugs(child.place, child.country, culture);
        const searchOf = (transactionType: TransactionType) => {
          const built = buildSearchUrl(
            { filters: { transactionType, location: { placeId: child.place.placeId } }, params: {} },
            {
              language: culture,
              sortings: portal.sortings,
              defaultSort: portal.defaultSort,
              ...(childSlugs && { place: childSlugs }),
            },
          );
          return culturePath(built.ok ? built.value : '/search', culture, portal);
        };
        return {
          name: child.place.names[culture] ?? child.place.names.en,
          ...(STATS_PLACE_TYPES.includes(child.place.type) && {
            statsPath: culturePath(
              placeStatsPath(culture, {
                ...(child.country && { countrySlug: placeSlugIn(child.country, culture) }),
                placeSlug: placeSlugIn(child.place, culture),
              }),
              culture,
              portal,
            ),
          }),
          Sell: { count: child.counts.Sell, searchPath: searchOf('Sell') },
          Rent: { count: child.counts.Rent, searchPath: searchOf('Rent') },
        };
      }),
    currencyId,
    canonicalUrl: origin + here(culture),
    alternates: alternates(portal, origin, here),
    shell: {
      page: 'other',
      cache: { invalidatedBy: result.value.invalidatedBy },
    },
  };
}

/**
 * Ours (the documents give no number): the children with listings, at most as many as the search
 * page's expanded SEO module (document 001 §9 "SEO facet module limits … 40 expanded"); those without
 * listings only lengthen the table, and come last in the order anyway.
 */
const CHILDREN_SHOWN = 40;
