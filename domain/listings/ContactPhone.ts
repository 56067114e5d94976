import type { Account, User } from '../agents/Account';
import type { Listing } from './Listing';
import { type ActionableListing, listingActions } from './ListingActions';
import { type DisplayedListing, listingDisplay } from './ListingDisplayRules';

/** Where a phone number is revealed: a listing's contact, or an agent's own page. */
export type ContactPhoneTarget = { listingId: number } | { agentUserId: number };

export const CONTACT_PHONE_NOT_FOUND = 'CONTACT_PHONE_NOT_FOUND';

/**
 * The number a listing's page reveals on request: its named contact's (document 002 §6: only a
 * contact the publisher allows to be shown), else its shown agency's; none on a listing nobody may
 * contact (document 001 §6: an archived listing offers no contact).
 */
export function listingContactPhone(
  listing: DisplayedListing & ActionableListing & Pick<Listing, 'contactUsers'>,
  users: readonly Pick<User, 'id' | 'phone'>[],
  accounts: readonly Pick<Account, 'id' | 'phone'>[],
): string | undefined {
  const display = listingDisplay(listing);
  if (display.contactUserId === undefined || !listingActions(listing).lead.available) return undefined;
  const contact = users.find((user) => user.id === display.contactUserId);
  if (!contact) return undefined;
  const agency = accounts.find((account) => account.id === display.vendorAccountId);
  return contact.phone || agency?.phone || undefined;
}

/**
 * Shared pages carry no contact details (docs/pages.md §1: no e-mail addresses; a scraper reads the
 * HTML): a user or account without its phone and e-mail. Whether there is a number to reveal is
 * the page's own flag; the number itself is fetched on request.
 */
export function withoutContactDetails<T extends { phone?: string; email?: string }>(
  entry: T,
): Omit<T, 'phone' | 'email'> {
  const { phone: _phone, email: _email, ...rest } = entry;
  return rest;
}
