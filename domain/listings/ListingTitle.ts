import type { Listing } from './Listing';
import { cutHeadline, cutTitle } from '../portal/TextCut';

export const GENERATED_TITLE_KEY = 'ItemDetails.Title.Generated';

/**
 * A listing's title in the visitor's language: the full text (page heading, alt texts), the
 * cut shown on cards and lists (near 70 up to 85, document 000 §5) and the structured-data
 * headline (110, document 000 §9). A listing published without a title gets a message key the
 * UI fills with its type, transaction and locality ("Apartment for sale in Genève"), because an
 * empty heading is worse than a plain one.
 */
export type ListingTitleView =
  | { kind: 'text'; full: string; display: string; headline: string }
  | {
      kind: 'generated';
      messageKey: typeof GENERATED_TITLE_KEY;
      values: { propertyType: Listing['type']; transactionType: Listing['transactionType']; locality: string };
    };

export type TitledListing = Pick<Listing, 'title' | 'descriptions' | 'type' | 'transactionType'> & {
  location: Pick<Listing['location'], 'locality'>;
};

/** The owner's translation in `language` when there is one, else the title as published. */
export function listingTitle(listing: TitledListing, language: string): ListingTitleView {
  const translated = listing.descriptions[language]?.title;
  const full = (translated?.trim() ? translated : listing.title).replace(/\s+/gu, ' ').trim();
  if (!full) {
    return {
      kind: 'generated',
      messageKey: GENERATED_TITLE_KEY,
      values: {
        propertyType: listing.type,
        transactionType: listing.transactionType,
        locality: listing.location.locality,
      },
    };
  }
  return { kind: 'text', full, display: cutTitle(full), headline: cutHeadline(full) };
}
