import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { timeZoneOf } from '#domain/leads/TourSlot';
import { useRentalDepositInsuranceLeadOption } from '#presentation/financing';
import { LeadActionsProvider, type LeadTarget } from '#presentation/leads';
import { useListingPage } from '../ListingPageContext';

/**
 * The listing's lead forms (contact, tour, address request) around the page: the buttons of the
 * contact card and the mobile action bar open them. The agent is named only from global upward
 * (document 002 §6 "lead-form agent"); tours only on sale listings, the address only with an
 * exact-enough geocode, nothing on an archived listing (document 001 §6).
 */
export const ListingLeads = observer(function ListingLeads({ children }: { children: ReactNode }) {
  const page = useListingPage();
  const { listing, actions } = page;
  // Financing's offer, read after hydration: the contact form offers it while it is AVAILABLE.
  const rentalDepositInsurance = useRentalDepositInsuranceLeadOption(listing);
  const target: LeadTarget = {
    listingId: listing.id,
    originalId: listing.originalId,
    ...(listing.projectId ? { projectId: listing.projectId } : {}),
    ...(page.display.leadFormAgent && page.contact ? { recipientName: page.contact.fullName } : {}),
    timeZone: timeZoneOf(listing.location.countryISO),
    tourAvailable: actions.tour.available,
    addressAvailable: actions.listingAddress.available && !listing.location.showAddress,
    ...(rentalDepositInsurance ? { rentalDepositInsurance } : {}),
  };
  const portal = page.settings.portal;
  return (
    <LeadActionsProvider
      target={target}
      page={{ portalId: portal.id, country: portal.countryISO, locale: page.culture }}
    >
      {children}
    </LeadActionsProvider>
  );
});
