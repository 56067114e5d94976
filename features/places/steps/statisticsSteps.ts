import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { PlaceType } from '#domain/places/Place';
import { placeNotSupported, STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import {
  descendantsRating,
  type MonthPoint,
  type PriceSample,
  type RatedPlace,
  yearGraph,
} from '#domain/places/statistics/priceStatistics';
import type { PortalWorld } from '#features/support/world';

interface StatisticsScenario {
  samples: (PriceSample & { placeIds?: string[] })[];
  rating?: RatedPlace[];
  graph?: MonthPoint[];
  placeType?: PlaceType;
}

declare module '../../support/world' {
  interface ScenarioState {
    placeStatistics: StatisticsScenario;
  }
}

const state = (world: PortalWorld) => world.slice('placeStatistics', () => ({ samples: [] }));
const MONTHS: Record<string, number> = { October: 9, November: 10 };

Given(
  /^listings to buy (?:in "([\w-]+)" )?created in (\w+) (\d{4}) at ([\d, and]+) per m²$/,
  function (this: PortalWorld, place: string | undefined, month: string, year: string, prices: string) {
    for (const [index, perM2] of prices
      .split(/,\s*|\s+and\s+/)
      .map(Number)
      .entries()) {
      state(this).samples.push({
        createdAt: new Date(Date.UTC(Number(year), MONTHS[month]!, index + 1)),
        transactionType: 'Sell',
        type: 'Apartment',
        priceEur: perM2 * 100,
        livingM2: 100,
        ...(place && { placeIds: ['the-city', place] }),
      });
    }
  },
);

When('the statistics are computed on 15 November 2026', function (this: PortalWorld) {
  state(this).graph = yearGraph(state(this).samples, { transactionType: 'Sell' }, new Date('2026-11-15T12:00:00Z'));
});

Then(
  'the year graph has {int} points from {string} to {string}',
  function (this: PortalWorld, count: number, first: string, last: string) {
    const graph = state(this).graph!;
    assert.equal(graph.length, count);
    assert.equal(graph[0]!.month, first);
    assert.equal(graph[graph.length - 1]!.month, last);
  },
);

Then(
  'the point of {string} is {int} per m² from {int} listings',
  function (this: PortalWorld, month: string, value: number, count: number) {
    assert.deepEqual(
      state(this).graph!.find((point) => point.month === month),
      { month, medianPerM2: value, count },
    );
  },
);

Then('the point of {string} has no value', function (this: PortalWorld, month: string) {
  assert.deepEqual(
    state(this).graph!.find((point) => point.month === month),
    { month, count: 0 },
  );
});

When('the statistics page of a place of type {string} is asked for', function (this: PortalWorld, type: string) {
  state(this).placeType = type as PlaceType;
});

Then('it is supported', function (this: PortalWorld) {
  assert.ok(STATS_PLACE_TYPES.includes(state(this).placeType!));
});

Then('it is {string}', function (this: PortalWorld, message: string) {
  assert.ok(!STATS_PLACE_TYPES.includes(state(this).placeType!));
  assert.equal(placeNotSupported().message, message);
});

When('the places below are rated on 15 November 2026', function (this: PortalWorld) {
  const samples = state(this).samples.map((sample) => ({ ...sample, placeIds: sample.placeIds ?? [] }));
  const below = new Set(samples.flatMap((sample) => sample.placeIds).filter((id) => id !== 'the-city'));
  state(this).rating = descendantsRating(
    samples,
    { transactionType: 'Sell', placeIds: below },
    new Date('2026-11-15T12:00:00Z'),
  );
});

Then(
  /^"([\w-]+)" is (first|second) at (\d+) per m² from (\d+) listings$/,
  function (this: PortalWorld, placeId: string, rank: string, value: string, count: string) {
    const rated = state(this).rating!.find((place) => place.placeId === placeId);
    assert.deepEqual(rated, {
      placeId,
      rank: rank === 'first' ? 1 : 2,
      medianPerM2: Number(value),
      count: Number(count),
    });
  },
);

Then('{string} is not rated', function (this: PortalWorld, placeId: string) {
  assert.equal(
    state(this).rating!.some((place) => place.placeId === placeId),
    false,
  );
});
