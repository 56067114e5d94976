import { inject, injectable, optional } from 'inversify';
import type { Place } from '#domain/places/Place';
import { PlacesService } from '#application/places';
import type { Account, User } from '#domain/agents/Account';
import type { Listing } from '#domain/listings/Listing';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory } from '#application/agents';
import { ListingsService } from '../ports';

export interface GetListingPage {
  id: number | string;
  currencyId: string;
  /** The page's language: the place path (breadcrumbs) and the cards name places in it, not in the listing's own. */
  language?: string;
}

export interface ListingPageData {
  listing: Listing;
  contacts: User[];
  accounts: Account[];
  /** Every published price, oldest first (the price history section). */
  priceHistory: PricePoint[];
  /** Up to six similar live listings (Light mode). */
  similar: Listing[];
  /** The same property listed by other agencies (issue 11 "also listed by N agencies"), Light mode. */
  duplicates: Listing[];
  /** The places of the listing's place path with their slugs: the breadcrumbs link each one's search page at its final address. */
  breadcrumbPlaces: Pick<Place, 'placeId' | 'type' | 'slugs'>[];
}

/**
 * Everything the listing page shows: the listing, its contact users and related accounts.
 * Archived listings skip the extra loading (document 001 §4 "Listing load").
 */
@injectable()
export class GetListingPageHandler {
  constructor(
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
    @inject(PlacesService) @optional() private readonly places?: PlacesService,
  ) {}

  async execute(query: GetListingPage): Promise<Result<ListingPageData, DomainError>> {
    const view = { currencyId: query.currencyId, language: query.language };
    const found = await this.listings.getListing(query.id, { ...view, mode: 'Full' });
    if (!found.ok) return found;
    const listing = found.value;
    if (listing.isArchived)
      return ok({
        listing,
        contacts: [],
        accounts: [],
        priceHistory: [],
        similar: [],
        duplicates: [],
        breadcrumbPlaces: [],
      });
    const [contacts, accounts, priceHistory, similar, duplicates, breadcrumbPlaces] = await Promise.all([
      this.accounts.getUsersByIds(listing.contactUsers.map((contact) => contact.userId)),
      this.accounts.getAccountsByIds(listing.relatedAccounts.map((related) => related.accountId)),
      this.listings.getPriceHistory(listing.id),
      this.listings.getSimilarListings(listing.id, { ...view, mode: 'Light' }),
      this.listings.getDuplicateListings(listing.id, { ...view, mode: 'Light' }),
      this.placesOf(listing.location.placePath.map((place) => place.placeId)),
    ]);
    return ok({ listing, contacts, accounts, priceHistory, similar, duplicates, breadcrumbPlaces });
  }

  private async placesOf(placeIds: string[]): Promise<Pick<Place, 'placeId' | 'type' | 'slugs'>[]> {
    if (!this.places || placeIds.length === 0) return [];
    const found = await this.places.getPlacesByIds({ placeIds });
    return found.ok ? found.value.places.map(({ placeId, type, slugs }) => ({ placeId, type, slugs })) : [];
  }
}
