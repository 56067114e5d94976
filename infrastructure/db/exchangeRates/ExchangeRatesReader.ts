import { inject, injectable } from 'inversify';
import type { ExchangeRates } from '#domain/portal/ExchangeRates';
import { ReadThroughCache } from '#infrastructure/shared/cache/ReadThroughCache';
import { Database } from '../DatabaseToken';
import { loadExchangeRates } from './loadExchangeRates';

/** Rates change daily at most: read once a minute, which spares a query per listing and per search. */
const RATES_TTL_MS = 60_000;

/**
 * The current exchange rates for every embedded service that converts prices (listings, searches):
 * one reader per database, bound once in the container, so the rates are read once a minute in all.
 */
@injectable()
export class ExchangeRatesReader {
  private readonly cache = new ReadThroughCache<'current', ExchangeRates>({ ttlMs: RATES_TTL_MS, maxEntries: 1 });

  constructor(@inject(Database) private readonly db: Database) {}

  current(): Promise<ExchangeRates> {
    return this.cache.get('current', () => loadExchangeRates(this.db));
  }
}
