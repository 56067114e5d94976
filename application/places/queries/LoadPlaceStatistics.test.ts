import 'reflect-metadata';
import type { Place } from '#domain/places/Place';
import { domainError } from '#domain/shared/DomainError';
import { err, ok } from '#domain/shared/Result';
import { aListing } from '#test/mothers/domain/ListingMother';
import type { MostViewedListings, PlaceChildCounters, PlacesService, PlaceStatisticsService } from '../ports';
import { LoadPlaceStatisticsHandler } from './LoadPlaceStatistics';

const country = (placeId: string, countryISO: string): Place => ({
  placeId,
  type: 'country',
  names: { en: placeId },
  ancestors: [],
  slugs: [{ language: 'en', slug: placeId, isObsolete: false }],
  viewport: { northeast: { lat: 1, lng: 1 }, southwest: { lat: 0, lng: 0 } },
  countryISO,
  isEU: false,
  latitude: 0,
  longitude: 0,
});

function handler(mostViewed: MostViewedListings) {
  const places = {
    listPlaces: async () => ok([country('switzerland', 'CH'), country('france', 'FR')]),
  } as unknown as PlacesService;
  const statistics = {
    summary: async () => ok({ month: '2026-10', items: [] }),
  } as unknown as PlaceStatisticsService;
  return new LoadPlaceStatisticsHandler(places, statistics, {} as PlaceChildCounters, mostViewed);
}

const query = {
  path: '/house-price',
  culture: 'en' as const,
  portal: { defaultCulture: 'en' as const, countries: ['CH', 'FR'] },
};

describe("the place statistics page's query: the most viewed listings", () => {
  it("answers the portal's most viewed listings still live, in the currency asked", async () => {
    const asked: unknown[] = [];
    const live = aListing({ id: 1 });
    const archived = aListing({ id: 2, isArchived: true });
    const page = await handler({
      inPlace: async (placeId, currencyId) => {
        asked.push([placeId, currencyId]);
        return ok([
          { listing: live, views: 12 },
          { listing: archived, views: 9 },
        ]);
      },
    }).execute({ ...query, currencyId: 'CHF' });
    expect(asked).toEqual([[undefined, 'CHF']]);
    expect(page.ok && page.value.kind === 'page' && page.value.mostViewed).toEqual([{ listing: live, views: 12 }]);
  });

  it('shows the figures without them when they cannot be read', async () => {
    const page = await handler({
      inPlace: async () => err(domainError('EXTERNAL_ERROR', 'TRACKING_DOWN', 'The views could not be counted')),
    }).execute(query);
    expect(page).toMatchObject({ ok: true, value: { kind: 'page', mostViewed: [] } });
  });
});
