import type { Place } from '#domain/places/Place';
import { domainError, type DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { PlaceBySlug, PlacesService } from '../ports';

export interface PlacePageSlugs {
  countrySlug?: string;
  placeSlug?: string;
}

export interface PlaceOfPage {
  place?: Place;
  /** The place's country when the place is below it (its slug goes into the URL). */
  country?: Place;
}

const cannotGeocode = (slug: string): DomainError =>
  domainError('NOT_FOUND', 'PLACE_SLUG_NOT_FOUND', 'Cannot geocode place for slug', {
    field: 'placeSlug',
    values: { slug },
  });

/**
 * The place a place page's slugs name (document 001 §2: `/{countrySlug?}/{placeSlug}/…`), among the
 * portal's countries, in the page's language first and current slugs before obsolete ones; `accept`
 * refuses a place the page cannot show. No place slug: no place (the page covers the portal).
 */
export async function resolvePlaceBySlugs(
  places: PlacesService,
  slugs: PlacePageSlugs,
  page: { countries: readonly string[]; language: string },
  accept: (place: Place) => DomainError | undefined = () => undefined,
): Promise<Result<PlaceOfPage, DomainError>> {
  if (slugs.placeSlug === undefined) return ok({});
  let country: Place | undefined;
  if (slugs.countrySlug !== undefined) {
    const countries = await places.findPlacesBySlug({ slug: slugs.countrySlug });
    if (!countries.ok) return countries;
    country = pick(
      countries.value.filter((m) => m.place.type === 'country' && page.countries.includes(m.place.countryISO)),
      page.language,
    )?.place;
    if (!country) return err(cannotGeocode(slugs.countrySlug));
  }
  const found = await places.findPlacesBySlug({
    slug: slugs.placeSlug,
    ...(country && { countryISO: country.countryISO }),
  });
  if (!found.ok) return found;
  const place = pick(
    found.value.filter((m) => page.countries.includes(m.place.countryISO)),
    page.language,
  )?.place;
  if (!place) return err(cannotGeocode(slugs.placeSlug));
  const refusal = accept(place);
  if (refusal) return err(refusal);
  // Document 001 §2: a place below its country is named with its country's slug too.
  const countryId = place.ancestors.find((ancestor) => ancestor.type === 'country')?.placeId;
  if (!country && place.type !== 'country' && countryId) {
    const parent = await places.getPlace(countryId);
    if (parent.ok) country = parent.value;
  }
  return ok({ place, ...(country && { country }) });
}

function pick(matches: readonly PlaceBySlug[], language: string): PlaceBySlug | undefined {
  const rank = (m: PlaceBySlug) => (m.slug.language === language ? 0 : 2) + (m.slug.isObsolete ? 1 : 0);
  return [...matches].sort((a, b) => rank(a) - rank(b))[0];
}
