import type { Listing } from '#domain/listings/Listing';
import type { PortalWorld } from '#features/support/world';

/** What the browser steps share: the listing under test, and the last raw HTTP answer. */
export interface ListingPageUiScenario {
  listing?: Listing;
  response?: {
    status: number;
    location: string | null;
    vary?: string | null;
    cacheControl?: string | null;
    html: string;
  };
}

declare module '../../support/world' {
  interface ScenarioState {
    listingPageUi: ListingPageUiScenario;
  }
}

export function listingPageUi(world: PortalWorld): ListingPageUiScenario {
  return world.slice('listingPageUi', () => ({}));
}

export function theListing(world: PortalWorld): Listing {
  const { listing } = listingPageUi(world);
  if (!listing) throw new Error('No listing chosen: the Background step picks one');
  return listing;
}

export { serverUrl as baseUrl } from '#features/support/scenarioAccess';

export { scenarioPage as browserPage } from '#features/support/scenarioAccess';

/** The portal's languages as the feature names them, with their URL prefix and listing word (domain/portal/urlWords). */
export const LANGUAGES: Readonly<Record<string, { culture: string; prefix: string; word: string }>> = {
  English: { culture: 'en', prefix: '', word: 'listing' },
  German: { culture: 'de', prefix: '/de', word: 'inserat' },
  French: { culture: 'fr', prefix: '/fr', word: 'annonce' },
  Italian: { culture: 'it', prefix: '/it', word: 'annuncio' },
  Spanish: { culture: 'es', prefix: '/es', word: 'anuncio' },
  Portuguese: { culture: 'pt', prefix: '/pt', word: 'anuncio' },
};
