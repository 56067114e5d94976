import { useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { useListingTitleText } from '../header/useListingTitleText';
import { mailtoHref, telHref } from './contactLinks';

export interface ContactChannels {
  /** Named contact shown beside the actions (lead-form agent, global and up). */
  name?: string;
  email?: string;
  phone?: string;
  mailto?: string;
  tourMailto?: string;
  tel?: string;
}

/**
 * The ways to reach the listing's contact, within the display rules (document 002 §6): only a
 * contact the publisher allows to be shown, and none at all on an archived listing (document
 * 001 §6: lead, tour and other actions are unavailable). Tours only for sale listings.
 */
export function useContactChannels(): ContactChannels {
  const page = useListingPage();
  const t = useT();
  const title = useListingTitleText();
  const contact = page.contact;
  if (!contact || !page.actions.lead.available) return {};
  const reference = page.listing.reference;
  const url = page.canonicalUrl;
  const phone = contact.phone ?? page.agency?.phone;
  return {
    name: contact.fullName,
    email: contact.email,
    phone,
    mailto: mailtoHref(
      contact.email,
      t('ItemDetails.Contact.Subject', { title, reference }),
      t('ItemDetails.Contact.Body', { url }),
    ),
    tourMailto: page.actions.tour.available
      ? mailtoHref(
          contact.email,
          t('ItemDetails.Contact.TourSubject', { title, reference }),
          t('ItemDetails.Contact.TourBody', { url }),
        )
      : undefined,
    tel: phone ? telHref(phone) : undefined,
  };
}
