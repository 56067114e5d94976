/** The rule is the domain's: the listing page's query writes its redirects with it too. */
export { listingPagePath, type ListingAddress } from '#domain/listings/page/listingPagePath';
