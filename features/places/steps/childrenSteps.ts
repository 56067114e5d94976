import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { PlaceChildCounters, PlacesService } from '#application/places/ports';
import { GetPlaceChildrenHandler, type PlaceChild } from '#application/places/queries/GetPlaceChildren';
import type { ChildCounts } from '#domain/places/children/placeChildren';
import type { Place, PlaceType } from '#domain/places/Place';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { PortalWorld } from '#features/support/world';

interface ChildrenScenario {
  places: Map<string, Place & { parentId?: string }>;
  counts: Map<string, ChildCounts>;
  answer?: Result<{ place: Place; children: PlaceChild[] }, DomainError>;
}

declare module '../../support/world' {
  interface ScenarioState {
    placeChildren: ChildrenScenario;
  }
}

const state = (world: PortalWorld) => world.slice('placeChildren', () => ({ places: new Map(), counts: new Map() }));

const placeOf = (placeId: string, type: PlaceType, parentId?: string): Place & { parentId?: string } => ({
  placeId,
  type,
  names: { en: placeId },
  ancestors: parentId ? [{ placeId: parentId, type: 'administrative_area_level_1' }] : [],
  slugs: [{ slug: placeId, language: 'en', isObsolete: false }],
  viewport: { northeast: { lat: 1, lng: 1 }, southwest: { lat: 0, lng: 0 } },
  countryISO: 'CH',
  isEU: false,
  latitude: 0.5,
  longitude: 0.5,
  ...(parentId && { parentId }),
});

Given(
  'the place {string} of type {string} has these children with live listings:',
  function (this: PortalWorld, parentId: string, type: string, table: DataTable) {
    const { places, counts } = state(this);
    places.set(parentId, placeOf(parentId, type as PlaceType));
    for (const row of table.hashes()) {
      places.set(row.place!, placeOf(row.place!, row.type as PlaceType, parentId));
      counts.set(row.place!, { placeId: row.place!, Sell: Number(row.Sell), Rent: Number(row.Rent) });
    }
  },
);

When('the children counters of {string} are asked for', async function (this: PortalWorld, id: string) {
  const { places, counts } = state(this);
  // The ports as the documents describe them: places by id, and the children of the asked types counted.
  const placesService = {
    getPlace: async (placeId: string) => {
      const place = places.get(placeId);
      return place ? ok(place) : err(notFound('PLACE_NOT_FOUND', `placeId ${placeId} not found`, 'placeId'));
    },
    getPlacesByIds: async ({ placeIds = [] }: { placeIds?: string[] }) =>
      ok({ places: placeIds.flatMap((placeId) => places.get(placeId) ?? []), sideloaded: [] }),
  } as unknown as PlacesService;
  const counters: PlaceChildCounters = {
    countsOfChildren: async (parentId, childTypes) =>
      [...places.values()]
        .filter((place) => place.parentId === parentId && childTypes.includes(place.type))
        .map((place) => counts.get(place.placeId)!),
  };
  state(this).answer = await new GetPlaceChildrenHandler(placesService, counters).execute({ id });
});

Then('the children are, in order: {}', function (this: PortalWorld, list: string) {
  const answer = state(this).answer!;
  assert.ok(answer.ok, answer.ok ? '' : answer.error.message);
  assert.deepEqual(
    answer.value.children.map((child) => child.place.placeId),
    [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]),
  );
});

Then(
  '{string} counts {int} for Sell and {int} for Rent',
  function (this: PortalWorld, placeId: string, sell: number, rent: number) {
    const answer = state(this).answer!;
    assert.ok(answer.ok);
    assert.deepEqual(answer.value.children.find((child) => child.place.placeId === placeId)?.counts, {
      Sell: sell,
      Rent: rent,
    });
  },
);

Then('the answer is the error {string}', function (this: PortalWorld, message: string) {
  const answer = state(this).answer!;
  assert.equal(answer.ok, false);
  assert.equal(answer.ok ? undefined : answer.error.message, message);
});
