import { inject, injectable } from 'inversify';
import type { Account, User } from '#domain/agents/Account';
import type { Listing } from '#domain/listings/Listing';
import type { DomainError } from '#domain/shared/DomainError';
import { ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory } from '#application/agents';
import { ListingsService } from '../ports';

export interface GetListingPage {
  id: number | string;
  currencyId: string;
}

export interface ListingPageData {
  listing: Listing;
  contacts: User[];
  accounts: Account[];
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
  ) {}

  async execute(query: GetListingPage): Promise<Result<ListingPageData, DomainError>> {
    const found = await this.listings.getListing(query.id, { currencyId: query.currencyId, mode: 'Full' });
    if (!found.ok) return found;
    const listing = found.value;
    if (listing.isArchived) return ok({ listing, contacts: [], accounts: [] });
    const [contacts, accounts] = await Promise.all([
      this.accounts.getUsersByIds(listing.contactUsers.map((contact) => contact.userId)),
      this.accounts.getAccountsByIds(listing.relatedAccounts.map((related) => related.accountId)),
    ]);
    return ok({ listing, contacts, accounts });
  }
}
