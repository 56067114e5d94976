import type { ContactUser, Listing, ListingClass } from './Listing';
import { isCategoryAtLeast } from './ListingCategoryRank';

/** What the listing page shows around the contact, by category (document 002 §6). */
export interface ListingDisplay {
  /** The user the agent block names; absent when contacts may not be shown. */
  contactUserId?: number;
  /** The vendor agency shown, when shown. */
  vendorAccountId?: number;
  vendorAgency: boolean;
  agentBlock: boolean;
  agentPageLink: boolean;
  agentBio: boolean;
  stickyContactPanel: boolean;
  leadFormAgent: boolean;
  extendedLayout: boolean;
}

/** "or for projects": a project page and a project published as a listing; a unit follows its own category. */
const PROJECT_CLASSES: ReadonlySet<ListingClass> = new Set(['ProjectListing', 'ProjectAsListing']);

export type DisplayedListing = Pick<
  Listing,
  'category' | 'listingClass' | 'allowContactDisplay' | 'contactUsers' | 'relatedAccounts'
>;

/**
 * Document 002 §6: vendor agency for premium and above or for projects; agent block for all
 * categories; agent page link from classic; agent bio, sticky panel, lead-form agent and
 * extended layout from global upward; "all of these need contact display to be allowed and a
 * named contact". A named contact is a contact user (an agent or the agency's main contact,
 * both users with a name); the agent is preferred because the listing is theirs.
 */
export function listingDisplay(listing: DisplayedListing): ListingDisplay {
  const contact = listing.allowContactDisplay ? namedContact(listing.contactUsers) : undefined;
  const vendorAccountId = listing.relatedAccounts.find((a) => a.type === 'Vendor')?.accountId;
  if (!contact) return { ...NOTHING_SHOWN };
  const fromGlobal = isCategoryAtLeast(listing.category, 'global');
  const vendorAgency =
    vendorAccountId !== undefined &&
    (isCategoryAtLeast(listing.category, 'premium') || PROJECT_CLASSES.has(listing.listingClass));
  return {
    contactUserId: contact.userId,
    vendorAccountId: vendorAgency ? vendorAccountId : undefined,
    vendorAgency,
    agentBlock: true,
    agentPageLink: isCategoryAtLeast(listing.category, 'classic'),
    agentBio: fromGlobal,
    stickyContactPanel: fromGlobal,
    leadFormAgent: fromGlobal,
    extendedLayout: fromGlobal,
  };
}

const NOTHING_SHOWN: ListingDisplay = {
  vendorAgency: false,
  agentBlock: false,
  agentPageLink: false,
  agentBio: false,
  stickyContactPanel: false,
  leadFormAgent: false,
  extendedLayout: false,
};

function namedContact(contacts: readonly ContactUser[]): ContactUser | undefined {
  const named = contacts.filter((c) => Number.isSafeInteger(c.userId) && c.userId > 0);
  return named.find((c) => c.type === 'Agent') ?? named[0];
}
