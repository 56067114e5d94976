import type { Container } from 'inversify';
import { GetPlace, GetPlaceChildren } from '#application/places/tokens';
import type { ContentLink, ContentModule, ContentPage } from '#domain/content/ContentPage';
import { PROPERTY_TYPES, type PropertyType, type TransactionType } from '#domain/listings/Listing';
import type { Place } from '#domain/places/Place';
import { placeStatsPath, STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import type { Language, Portal } from '#domain/portal/Portal';
import { searchPagePath } from '#domain/search/searchPagePath';
import { culturePath } from '#presentation/shared/routing/culturePath';

export interface PlaceModuleTarget {
  culture: Language;
  portal: Pick<Portal, 'defaultCulture' | 'cultures' | 'sortings' | 'defaultSort'>;
}

/** Ours (the documents give no number): as many places as the search page's expanded SEO module lists (document 001 §9 "40 expanded"). */
const PLACES_SHOWN = 40;

/**
 * The content modules that list places (document 000 §2: places list, SEO children, SEO property
 * types) get their links from the places context when the editor names a place (`placeId`): its
 * children with listings, most first, each a search there or its price statistics, and a search of
 * the place per property type. An editor's own links stay as written. The places the page now
 * shows are returned, so the shared page is dropped when their listings change (docs/pages.md).
 */
export async function feedPlaceModules(
  page: ContentPage,
  container: Pick<Container, 'get'>,
  target: PlaceModuleTarget,
): Promise<{ page: ContentPage; placeIds: string[] }> {
  const placeIds = new Set<string>();
  const modules = await Promise.all(
    page.modules.map(async (module): Promise<ContentModule> => {
      if (!('placeId' in module) || !module.placeId || module.kind === 'placePresentation') return module;
      placeIds.add(module.placeId);
      if (module.kind === 'seoPropertyTypes') {
        const found = await container.get(GetPlace).execute({ id: module.placeId });
        if (!found.ok) return { ...module, links: [] };
        const country = await countryOf(found.value, container);
        // In the documents' order of property types, whatever order the file gives them.
        const types = PROPERTY_TYPES.flatMap((type) => {
          const title = module.types?.[type];
          return title ? [[type, title] as const] : [];
        });
        return {
          ...module,
          links: types.map(([type, title]) => ({
            title,
            link: searchOf(found.value, country, module.transactionType ?? 'Sell', target, [type]),
          })),
        };
      }
      const found = await container.get(GetPlaceChildren).execute({ id: module.placeId });
      if (!found.ok) return module.kind === 'placesList' ? { ...module, places: [] } : { ...module, links: [] };
      const country =
        found.value.place.type === 'country' ? found.value.place : await countryOf(found.value.place, container);
      const transactionType = module.kind === 'seoChildren' ? (module.transactionType ?? 'Sell') : 'Sell';
      const children = found.value.children
        .filter((child) => child.counts[transactionType] > 0)
        .slice(0, PLACES_SHOWN)
        .map((child) => child.place);
      const name = (place: Place) => place.names[target.culture] ?? place.names.en ?? place.placeId;
      if (module.kind === 'seoChildren')
        return {
          ...module,
          links: children.map((child) => ({
            title: name(child),
            link: searchOf(child, country, transactionType, target),
          })),
        };
      return {
        ...module,
        places: children.map((child): ContentLink => ({
          title: name(child),
          link: STATS_PLACE_TYPES.includes(child.type)
            ? culturePath(
                placeStatsPath(target.culture, statsSlugs(child, country, target.culture)),
                target.culture,
                target.portal,
              )
            : searchOf(child, country, 'Sell', target),
        })),
      };
    }),
  );
  return { page: { ...page, modules }, placeIds: [...placeIds] };
}

function searchOf(
  place: Place,
  country: Place | undefined,
  transactionType: TransactionType,
  target: PlaceModuleTarget,
  types?: PropertyType[],
): string {
  return searchPagePath(
    { filters: { transactionType, ...(types && { types }), location: { placeId: place.placeId } }, params: {} },
    { ...target, place, ...(country && place.type !== 'country' && { country }) },
  );
}

/** The place's country (its slug goes before the place's in the URLs). */
async function countryOf(place: Place, container: Pick<Container, 'get'>): Promise<Place | undefined> {
  if (place.type === 'country') return undefined;
  const countryId = place.ancestors.find((ancestor) => ancestor.type === 'country')?.placeId;
  if (!countryId) return undefined;
  const found = await container.get(GetPlace).execute({ id: countryId });
  return found.ok ? found.value : undefined;
}

function statsSlugs(place: Place, country: Place | undefined, culture: string) {
  const slug = (of: Place) =>
    of.slugs.find((s) => !s.isObsolete && s.language === culture)?.slug ??
    of.slugs.find((s) => !s.isObsolete && s.language === 'en')?.slug ??
    of.slugs[0].slug;
  return { ...(country && country !== place && { countrySlug: slug(country) }), placeSlug: slug(place) };
}
