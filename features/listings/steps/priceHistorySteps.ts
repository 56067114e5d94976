import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { type PricePoint, type PriceHistoryView, priceHistoryView } from '#domain/listings/priceHistory/PriceHistory';
import type { PortalWorld } from '#features/support/world';

declare module '../../support/world' {
  interface ScenarioState {
    priceHistory: { points: PricePoint[]; view?: PriceHistoryView };
  }
}

const history = (world: PortalWorld) => world.slice('priceHistory', () => ({ points: [] }));
const at = (day: string) => `${day}T00:00:00.000Z`;

Given(
  /^a listing first published at (\d+) (\w{3}) on "([\d-]+)"$/,
  function (this: PortalWorld, value: string, currency: string, day: string) {
    history(this).points = [{ date: at(day), value: Number(value), currency }];
  },
);

Given(
  /^its price changed to (\d+) (\w{3}) on "([\d-]+)"$/,
  function (this: PortalWorld, value: string, currency: string, day: string) {
    history(this).points.push({ date: at(day), value: Number(value), currency });
  },
);

When('its price history is read on {string}', function (this: PortalWorld, day: string) {
  history(this).view = priceHistoryView(history(this).points, new Date(at(day)));
});

Then('the history reads, newest first:', function (this: PortalWorld, table: DataTable) {
  const entries = history(this).view?.entries ?? [];
  assert.deepEqual(
    entries.map((entry) => ({
      date: entry.date.slice(0, 10),
      event: entry.kind,
      price: String(entry.value),
      change: entry.changePercent === undefined ? '' : String(entry.changePercent),
    })),
    table.hashes(),
  );
});

Then('the listing has been {int} days on the market', function (this: PortalWorld, days: number) {
  assert.equal(history(this).view?.daysOnMarket, days);
});
