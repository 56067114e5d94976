import type { Place } from '../places/Place';
import type { PlaceSlugs } from './SearchUrlContext';

/** A place's current slug in a language, else in English, else any current one; undefined when it has none. */
export function currentSlug(place: Pick<Place, 'slugs'>, language: string): string | undefined {
  const current = place.slugs.filter((slug) => !slug.isObsolete);
  return (
    current.find((slug) => slug.language === language) ??
    current.find((slug) => slug.language === 'en') ??
    current[0]
  )?.slug;
}

/**
 * The slugs a search path names a place by, in a language: /{countrySlug}/{placeSlug}/ for a
 * place inside a country (document 001 §2 redirects a locality without its country slug, and
 * the same name exists in several countries), /{placeSlug}/ for a country or a continent.
 * Undefined when the place has no slug: its searches live at /search?placeId=.
 */
export function searchPlaceSlugs(
  place: Pick<Place, 'slugs' | 'type'>,
  country: Pick<Place, 'slugs'> | undefined,
  language: string,
): PlaceSlugs | undefined {
  const placeSlug = currentSlug(place, language);
  if (!placeSlug) return undefined;
  if (place.type === 'country' || place.type === 'continent' || !country) return { placeSlug };
  const countrySlug = currentSlug(country, language);
  return countrySlug && countrySlug !== placeSlug ? { countrySlug, placeSlug } : { placeSlug };
}
