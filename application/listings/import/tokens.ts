import type { ServiceIdentifier } from 'inversify';
import type { CountListingsDuePicturesHandler } from './CountListingsDuePictures';
import type { ImportAgencyFeedHandler } from './ImportAgencyFeed';
import type { ImportListingPicturesHandler } from './ImportListingPictures';
import type { ListImportRunsHandler } from './ListImportRuns';

/** DI tokens of the feed import's use cases (docs/import.md). */
export const ImportAgencyFeed: ServiceIdentifier<ImportAgencyFeedHandler> = Symbol.for('listings.ImportAgencyFeed');
export const ListImportRuns: ServiceIdentifier<ListImportRunsHandler> = Symbol.for('listings.ListImportRuns');
export const ImportListingPictures: ServiceIdentifier<ImportListingPicturesHandler> = Symbol.for(
  'listings.ImportListingPictures',
);
export const CountListingsDuePictures: ServiceIdentifier<CountListingsDuePicturesHandler> = Symbol.for(
  'listings.CountListingsDuePictures',
);
