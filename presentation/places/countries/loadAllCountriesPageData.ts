import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { LoadAllCountries } from '#application/places/tokens';
import type { Place } from '#domain/places/Place';
import { pageTags } from '#domain/portal/PageInvalidation';
import { PORTAL_DIRECTORY } from '#domain/portal/PortalDirectory';
import { buildSearchUrl } from '#domain/search/buildSearchUrl';
import { alternates } from '#presentation/shared/head/alternates';
import { culturePath } from '#presentation/shared/routing/culturePath';
import type { AllCountriesPageData } from './AllCountriesPageData';

export const ALL_COUNTRIES_PATH = '/all-countries';

/** The country list: each country of this portal links to its search, any other to the portal serving it. */
export async function loadAllCountriesPageData(pageContext: PageContextServer): Promise<AllCountriesPageData> {
  const { requestContext, container } = pageContext;
  const { culture, portal, origin } = requestContext;
  if (!container) throw new Error('The country list needs the request container');
  const result = await container.get(LoadAllCountries).execute({ language: culture });
  if (!result.ok) throw render(503, result.error.message);
  const hrefOf = (place: Place): string => {
    if (portal.countries.includes(place.countryISO)) {
      const built = buildSearchUrl(
        { filters: { transactionType: 'Sell', location: { placeId: place.placeId } }, params: {} },
        {
          language: culture,
          sortings: portal.sortings,
          defaultSort: portal.defaultSort,
          place: { placeSlug: slugOf(place, culture) },
        },
      );
      return culturePath(built.ok ? built.value : '/search', culture, portal);
    }
    const other = PORTAL_DIRECTORY.find((entry) => entry.countryISO === place.countryISO);
    return other ? `${other.origin}/` : (PORTAL_DIRECTORY.find((entry) => entry.countryISO === null)?.origin ?? origin);
  };
  const here = (language: typeof culture) => culturePath(ALL_COUNTRIES_PATH, language, portal);
  return {
    groups: result.value.groups.map(({ group, countries }) => ({
      group,
      countries: countries.map((country) => ({
        countryISO: country.countryISO,
        name: country.name,
        listingCount: country.listingCount,
        href: hrefOf(country.place),
      })),
    })),
    canonicalUrl: origin + here(culture),
    alternates: alternates(portal, origin, here),
    shell: { page: 'other', cache: { invalidatedBy: [pageTags.anyListing()] } },
  };
}

function slugOf(place: Place, language: string): string {
  const current = place.slugs.filter((slug) => !slug.isObsolete);
  return (
    current.find((slug) => slug.language === language)?.slug ??
    current.find((slug) => slug.language === 'en')?.slug ??
    place.slugs[0].slug
  );
}
