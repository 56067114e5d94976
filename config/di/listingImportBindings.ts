import type { ContainerModuleLoadOptions } from 'inversify';
import { CountListingsDuePicturesHandler } from '#application/listings/import/CountListingsDuePictures';
import { ImportAgencyFeedHandler } from '#application/listings/import/ImportAgencyFeed';
import { ImportListingPicturesHandler } from '#application/listings/import/ImportListingPictures';
import { ListImportRunsHandler } from '#application/listings/import/ListImportRuns';
import {
  type FeedPictures,
  ImportClock,
  ImportExchangeRates,
  ListingFeedParser,
  ListingImportStore,
  ListingPictureStore,
} from '#application/listings/import/ports';
import {
  CountListingsDuePictures,
  ImportAgencyFeed,
  ImportListingPictures,
  ListImportRuns,
} from '#application/listings/import/tokens';
import { ExchangeRatesReader } from '#infrastructure/db/exchangeRates/ExchangeRatesReader';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { SqlListingImportStore } from '#infrastructure/listings/import/SqlListingImportStore';
import { SqlListingPictureStore } from '#infrastructure/listings/import/SqlListingPictureStore';
import { XmlListingFeedParser } from '#infrastructure/listings/import/XmlListingFeedParser';

/**
 * The agencies' feed import (docs/import.md): its parser, its stores on the database, its use cases.
 * The pictures' media store (FeedPictures) is the import API's FeedImages (config/di/importServerModule.ts).
 */
export function bindListingImport(bind: ContainerModuleLoadOptions['bind'], db: Database): void {
  bind(ListingFeedParser).toConstantValue(new XmlListingFeedParser());
  bind(ListingImportStore).toConstantValue(new SqlListingImportStore(db));
  bind(ImportExchangeRates).toDynamicValue((context) => context.get(ExchangeRatesReader));
  bind(ImportClock).toConstantValue({ now: () => new Date() });
  bind(ImportAgencyFeed).to(ImportAgencyFeedHandler).inSingletonScope();
  bind(ListImportRuns).to(ListImportRunsHandler).inSingletonScope();
  bind(ListingPictureStore).toConstantValue(new SqlListingPictureStore(db));
  bind(ImportListingPictures).to(ImportListingPicturesHandler).inSingletonScope();
  bind(CountListingsDuePictures).to(CountListingsDuePicturesHandler).inSingletonScope();
}

/**
 * The import's use cases over one database, outside a server: the operator's command and the bench.
 * The pictures' use case comes with the media store it is given (none: the run imports no pictures).
 */
export function listingImportHandlers(
  db: Database,
  clock: { now(): Date } = { now: () => new Date() },
  pictures?: FeedPictures,
) {
  const store = new SqlListingImportStore(db);
  return {
    importFeed: new ImportAgencyFeedHandler(new XmlListingFeedParser(), store, new ExchangeRatesReader(db), clock),
    listRuns: new ListImportRunsHandler(store),
    importPictures: pictures && new ImportListingPicturesHandler(new SqlListingPictureStore(db), pictures, clock),
  };
}
