import type { Place } from '#domain/places/Place';
import type { FacetSpec } from '#domain/search/facets/FacetSpec';
import type { SearchResult } from '#domain/search/results/SearchResult';
import type { PlaceSlugs } from '#domain/search/SearchUrlContext';
import { currentSlug } from '#domain/search/searchPlaceSlugs';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { type PlaceBySlug, type PlacesService, SUGGEST_RADIUS_M } from '#application/places';

/** The URL named a place by a slug it should not use: answer with these slugs instead (permanently). */
export interface SearchPlaceRedirect {
  kind: 'placeRedirect';
  place: PlaceSlugs;
  reason: 'obsoleteSlug' | 'countryMissing';
}

const cannotGeocode = (slug: string): DomainError =>
  domainError('NOT_FOUND', 'PLACE_SLUG_NOT_FOUND', 'Cannot geocode place for slug', {
    field: 'placeSlug',
    values: { slug },
  });

/**
 * The place a search URL's slugs name (document 001 §5: "Place slug must resolve, else 'Cannot
 * geocode place for slug'. A place slug must be allowed, else not found"), or the slugs it should
 * have used (an old slug, a locality without its country: both permanent, document 001 §2).
 */
export async function resolveSearchPlace(
  places: PlacesService,
  slugs: PlaceSlugs,
  language: string,
  allowed: readonly string[],
): Promise<Result<SearchPlaceRedirect | { kind: 'place'; place: Place; country?: Place }, DomainError>> {
  let countryMatch: PlaceBySlug | undefined;
  if (slugs.countrySlug !== undefined) {
    const countries = await places.findPlacesBySlug({ slug: slugs.countrySlug });
    if (!countries.ok) return countries;
    countryMatch = pick(
      countries.value.filter((m) => m.place.type === 'country' && allowed.includes(m.place.countryISO)),
      language,
    );
    if (!countryMatch) return err(cannotGeocode(slugs.countrySlug));
  }
  const found = await places.findPlacesBySlug({ slug: slugs.placeSlug, countryISO: countryMatch?.place.countryISO });
  if (!found.ok) return found;
  const match = pick(
    found.value.filter((m) => allowed.includes(m.place.countryISO)),
    language,
  );
  if (!match) return err(cannotGeocode(slugs.placeSlug));

  const place = match.place;
  let country = countryMatch?.place;
  const canonical: PlaceSlugs = { placeSlug: match.canonicalSlug };
  if (countryMatch) canonical.countrySlug = countryMatch.canonicalSlug;
  let reason: SearchPlaceRedirect['reason'] | undefined =
    match.slug.isObsolete || countryMatch?.slug.isObsolete ? 'obsoleteSlug' : undefined;
  if (place.type === 'locality' && !countryMatch) {
    // Document 001 §2: "A locality place without a country slug gets a permanent redirect to the path including the country slug".
    const countryId = place.ancestors.find((ancestor) => ancestor.type === 'country')?.placeId;
    const parents = countryId ? await places.getPlacesByIds({ placeIds: [countryId] }) : undefined;
    country = parents?.ok ? parents.value.places[0] : undefined;
    const countrySlug = country && currentSlug(country, match.slug.language);
    if (countrySlug) {
      canonical.countrySlug = countrySlug;
      reason = 'countryMissing';
    }
  }
  if (reason) return ok({ kind: 'placeRedirect', place: canonical, reason });
  return ok({ kind: 'place', place, country });
}

/** Country down to the place's parent, for breadcrumbs: a help, not the page, so without them the results still show. */
export async function ancestorsOf(places: PlacesService, place: Place): Promise<Place[]> {
  const ids = place.ancestors.map((ancestor) => ancestor.placeId).filter((id) => id !== place.placeId);
  if (ids.length === 0) return [];
  const found = await places.getPlacesByIds({ placeIds: ids });
  if (!found.ok) return [];
  const order = new Map(ids.map((id, index) => [id, index]));
  return [...found.value.places].sort((a, b) => (order.get(a.placeId) ?? 0) - (order.get(b.placeId) ?? 0));
}

/** A slug named in the visitor's language first (links shared across cultures still resolve), current slugs before obsolete ones. */
function pick(matches: readonly PlaceBySlug[], language: string): PlaceBySlug | undefined {
  const rank = (m: PlaceBySlug) => (m.slug.language === language ? 0 : 2) + (m.slug.isObsolete ? 1 : 0);
  return [...matches].sort((a, b) => rank(a) - rank(b))[0];
}

/** The place the text the header's plain form sent names best (document 001 §9 "Suggest"), if any. */
export async function bestPlaceFor(
  places: PlacesService,
  typed: string,
  language: string,
  allowedCountries: readonly string[],
): Promise<string | undefined> {
  const predictions = await places.autocomplete({
    input: typed,
    language,
    allowedCountries,
    count: 1,
    radius: SUGGEST_RADIUS_M,
  });
  return predictions.ok ? predictions.value[0]?.placeId : undefined;
}

/** The places a facet's values name (the SEO children module's), looked up once; a help, so a failure leaves none. */
export async function placesNamedBy(
  places: PlacesService,
  result: Pick<SearchResult, 'facets'>,
  facet: Pick<FacetSpec, 'name'> | undefined,
): Promise<Place[]> {
  const ids = facet ? (result.facets.find((f) => f.name === facet.name)?.values ?? []).map((v) => v.value) : [];
  if (ids.length === 0) return [];
  const found = await places.getPlacesByIds({ placeIds: ids });
  return found.ok ? found.value.places : [];
}
