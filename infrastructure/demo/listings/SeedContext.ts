import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { listingPriceHistory, listings, projects } from '#infrastructure/db/schema';
import type { DemoAccounts } from '../accounts/buildAccounts';
import type { DemoCountry } from '../demoCountries';
import type { MediaItem } from '../media/mediaPool';
import type { LocalityPicker } from '../places/LocalityPicker';

export type ListingRow = typeof listings.$inferInsert & { id: number };
export type ProjectRow = typeof projects.$inferInsert & { id: number };
export type PriceHistoryRow = typeof listingPriceHistory.$inferInsert;

/** Everything listing generation reads; built once per seed run. */
export interface SeedContext {
  seed: number;
  /** "Today" of the data set: dates are counted back from it. */
  now: Date;
  countries: readonly DemoCountry[];
  pickers: ReadonlyMap<string, LocalityPicker>;
  accounts: DemoAccounts;
  media: ReadonlyMap<MediaItem['kind'], string[]>;
  rates: ExchangeRates;
}

/** A generated batch: projects must be written before the listings that point at them. */
export interface ListingBlock {
  projects: ProjectRow[];
  listings: ListingRow[];
  history: PriceHistoryRow[];
}
