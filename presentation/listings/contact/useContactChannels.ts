import { useListingPage } from '../ListingPageContext';

export interface ContactChannels {
  /** Named contact shown beside the actions (lead-form agent, global and up). */
  name?: string;
  /** The contact has a number: "Show phone number" and "Call" fetch it on request. */
  canCall: boolean;
  /** The lead forms open (lead type lead); tours and the address request as the listing allows. */
  canContact: boolean;
  canBookTour: boolean;
  canRequestAddress: boolean;
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
  const none = { canCall: false, canContact: false, canBookTour: false, canRequestAddress: false };
  if (!contact || !page.actions.lead.available) return none;
  return {
    name: contact.fullName,
    canCall: page.hasContactPhone,
    canContact: true,
    canBookTour: page.actions.tour.available,
    canRequestAddress: page.actions.listingAddress.available && !page.listing.location.showAddress,
  };
}
