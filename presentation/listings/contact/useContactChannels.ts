import { useListingPage } from '../ListingPageContext';
import { telHref } from './contactLinks';

export interface ContactChannels {
  /** Named contact shown beside the actions (lead-form agent, global and up). */
  name?: string;
  phone?: string;
  /** The lead forms open (lead type lead); tours and the address request as the listing allows. */
  canContact: boolean;
  canBookTour: boolean;
  canRequestAddress: boolean;
  tel?: string;
}

/**
 * The ways to reach the listing's contact, within the display rules (document 002 §6): only a
 * contact the publisher allows to be shown, and none at all on an archived listing (document
 * 001 §6: lead, tour and other actions are unavailable). Tours only for sale listings; the
 * address request only with an exact-enough geocode and an address not already shown.
 */
export function useContactChannels(): ContactChannels {
  const page = useListingPage();
  const contact = page.contact;
  const none = { canContact: false, canBookTour: false, canRequestAddress: false };
  if (!contact || !page.actions.lead.available) return none;
  const phone = contact.phone ?? page.agency?.phone;
  return {
    name: contact.fullName,
    phone,
    canContact: true,
    canBookTour: page.actions.tour.available,
    canRequestAddress: page.actions.listingAddress.available && !page.listing.location.showAddress,
    tel: phone ? telHref(phone) : undefined,
  };
}
