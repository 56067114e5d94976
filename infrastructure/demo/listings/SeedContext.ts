import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import type { listingPriceHistory, listings, projectCompanies, projects } from '#infrastructure/db/schema';
import type { DemoAccounts } from '../accounts/buildAccounts';
import type { DemoCountry } from '../demoCountries';
import type { MediaItem } from '../media/mediaPool';
import type { LocalityPicker } from '../places/LocalityPicker';
import type { SeededCopy } from './buildListingCopy';

export type ListingRow = typeof listings.$inferInsert & { id: number };
export type ProjectRow = typeof projects.$inferInsert & { id: number };
export type ProjectCompanyRow = typeof projectCompanies.$inferInsert & { id: number };
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
  /** The companies behind the block's projects (written after them). */
  companies: ProjectCompanyRow[];
  listings: ListingRow[];
  history: PriceHistoryRow[];
  /** The labelled set of the duplicate rule: which listings were seeded as copies of which. */
  copies?: SeededCopy[];
}
