import type { IdentityView } from '#domain/identity/IdentityView';
import type { VisitorRegion } from './VisitorCountry';

/**
 * What a shared page leaves out and fills in after hydration (docs/pages.md): who the visitor is
 * (signed-in header and menu, dashboard link, consent, CSRF token) and where they are (the portal
 * suggestion). Counters, hearts and saved states join it as those features arrive.
 */
export interface PersonalPart {
  identity: IdentityView;
  /** A crawler is served the same shared page: its search is not stored (document 001 §7). */
  isCrawler: boolean;
  visitor?: VisitorRegion;
  /** The visitor's favourite listing ids (newest first) and total, when they have favourites access (document 000 §4). */
  favorites?: { listingIds: number[]; total: number };
}
