import type { Place } from './Place';

/** A place's current slug in a language, else in English, else any: what a place's page URLs carry. */
export function placeSlugIn(place: Pick<Place, 'slugs'>, language: string): string {
  const current = place.slugs.filter((slug) => !slug.isObsolete);
  return (
    current.find((slug) => slug.language === language)?.slug ??
    current.find((slug) => slug.language === 'en')?.slug ??
    place.slugs[0].slug
  );
}

/** The slugs of a place's page in a language: its country's (when below it) and its own; none without a place. */
export function placePageSlugsIn(
  place: Place | undefined,
  country: Place | undefined,
  language: string,
): { countrySlug?: string; placeSlug?: string } {
  if (!place) return {};
  return { ...(country && { countrySlug: placeSlugIn(country, language) }), placeSlug: placeSlugIn(place, language) };
}
