import type { ServiceIdentifier } from 'inversify';
import type { LoadListingPageHandler } from './queries/LoadListingPage';

/**
 * DI tokens of the listing page's own use cases (presentation/pages/listing). Kept apart from
 * ./tokens.ts, which lists the listings service's use cases.
 */
export const LoadListingPage: ServiceIdentifier<LoadListingPageHandler> = Symbol.for('listings.LoadListingPage');
