import type { Account, User } from '#domain/agents/Account';

export type ShownUser = Omit<User, 'phone' | 'email'>;
export type ShownAccount = Omit<Account, 'phone' | 'email'>;
import type { Listing } from '#domain/listings/Listing';
import type { Place } from '#domain/places/Place';
import type { ProjectCompany } from '#domain/listings/projects/ProjectCompany';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { ShellHints } from '#presentation/shell';
import type { Alternate } from '#presentation/shared/head/alternates';

/**
 * What the listing page's data hook hands to the page: serialised once into the HTML and read
 * back in the browser, so it holds plain values only (no classes, no functions). The culture,
 * currency and portal travel separately in pageContext.requestContext.
 */
export interface ListingPageData {
  listing: Listing;
  /**
   * The listing's contact users that exist (empty for an archived listing: document 001 §4),
   * without phone or e-mail: shared HTML carries no contact details (docs/pages.md §1).
   */
  contacts: ShownUser[];
  /** Its related accounts (vendor agency, developer) that exist, without phone or e-mail either. */
  accounts: ShownAccount[];
  /** Whether the contact has a number to reveal: "Show phone number" and "Call" fetch it on request. */
  hasContactPhone: boolean;
  /** Every published price, oldest first (empty for an archived listing). */
  priceHistory: PricePoint[];
  /** Up to six similar live listings. */
  similar: Listing[];
  /** The places of the breadcrumbs with their slugs, so each links its search page's final address. */
  breadcrumbPlaces?: Pick<Place, 'placeId' | 'type' | 'slugs'>[];
  /** On a project page (/{projectSlug}/{projectId}): the project's units, in Light mode (document 001 §7). */
  units?: Listing[];
  /** The same property listed by other agencies ("Duplicate detection"), Light mode. */
  duplicates?: Listing[];
  /** On a unit's page: the project it belongs to, its name in the visitor's language (when it has one) and its page. */
  parentProject?: { name?: string; path: string };
  /** On a project page: its project companies (document 001 §7 POST /v1/projects/companies/ids); empty when they fail to load (§8). */
  companies?: ProjectCompany[];
  /** Absolute URL of this language version, and of every language version (hreflang). */
  canonicalUrl: string;
  alternates: Alternate[];
  /** Where relative media URLs live, for Open Graph and structured data (which need absolute URLs). */
  origin: string;
  /** Leaflet tile template; absent means a plain background under the marker (offline, or no tile server configured). */
  mapTileUrl?: string;
  /** What the shell needs to know: the page kind, and that an archived listing hides the mobile bar and is not indexed. */
  shell: ShellHints;
}
