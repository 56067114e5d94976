import type { AccountsDirectory } from '#application/agents';
import type { ContactPhones, ListingsService } from '#application/listings/ports';
import { CONTACT_PHONE_NOT_FOUND, type ContactPhoneTarget, listingContactPhone } from '#domain/listings/ContactPhone';
import { type DomainError, notFound } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';

const none = () => err(notFound(CONTACT_PHONE_NOT_FOUND, 'No phone number to show'));

/**
 * The embedded ContactPhones: a listing's number by the listing page's own rule
 * (domain/listings/ContactPhone), an agent's from their profile while they are a live agent.
 * Both read through the (cached) ports the pages read, so a reveal costs no extra query.
 */
export class DirectoryContactPhones implements ContactPhones {
  constructor(
    private readonly listings: ListingsService,
    private readonly accounts: AccountsDirectory,
  ) {}

  async reveal(target: ContactPhoneTarget): Promise<Result<{ phone: string }, DomainError>> {
    if ('agentUserId' in target) {
      const [agent] = await this.accounts.getUsersByIds([target.agentUserId]);
      const isAgent = agent?.accountsRoles.some((role) => role.role === 'Agent');
      return agent && isAgent && !agent.isArchived && agent.phone ? ok({ phone: agent.phone }) : none();
    }
    const listing = await this.listings.getListing(target.listingId, { mode: 'Light' });
    if (!listing.ok) return listing;
    const [users, accounts] = await Promise.all([
      this.accounts.getUsersByIds(listing.value.contactUsers.map((contact) => contact.userId)),
      this.accounts.getAccountsByIds(listing.value.relatedAccounts.map((related) => related.accountId)),
    ]);
    const phone = listingContactPhone(listing.value, users, accounts);
    return phone ? ok({ phone }) : none();
  }
}
