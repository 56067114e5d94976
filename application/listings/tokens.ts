import type { ServiceIdentifier } from 'inversify';
import type { GetListingHandler } from './queries/GetListing';
import type { GetListingPageHandler } from './queries/GetListingPage';
import type { GetListingsByIdsHandler } from './queries/GetListingsByIds';

/** DI tokens for the listings use cases: how presentation and the /svc edge reach them. */
export const GetListing: ServiceIdentifier<GetListingHandler> = Symbol.for('listings.GetListing');
export const GetListingsByIds: ServiceIdentifier<GetListingsByIdsHandler> = Symbol.for('listings.GetListingsByIds');
export const GetListingPage: ServiceIdentifier<GetListingPageHandler> = Symbol.for('listings.GetListingPage');
