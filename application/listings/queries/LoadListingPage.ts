import { inject, injectable, optional } from 'inversify';
import type { Place } from '#domain/places/Place';
import type { Account, User } from '#domain/agents/Account';
import type { Listing } from '#domain/listings/Listing';
import { parseListingId } from '#domain/listings/ListingId';
import type { ListingAddress } from '#domain/listings/page/listingPagePath';
import {
  canonicalListingOf,
  isPageAt,
  listingPageRedirect,
  type ListingPageRedirect,
  type ListingPageUrl,
} from '#domain/listings/page/listingPageRedirect';
import { listingOrProjectNotFound, projectPageOf } from '#domain/listings/page/projectPage';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { ProjectCompany } from '#domain/listings/projects/ProjectCompany';
import { type PageTag, pageTags } from '#domain/portal/PageInvalidation';
import type { Language, Portal } from '#domain/portal/Portal';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import { AccountsDirectory } from '#application/agents';
import { PlacesService } from '#application/places';
import { ListingsService } from '../ports';

export interface LoadListingPage {
  /** The URL as the visitor wrote it, with the ids its route read (raw: a bad one is a 404). */
  url: ListingPageUrl & { id: string; parentId?: string };
  culture: Language;
  portal: Pick<Portal, 'defaultCulture'>;
  currencyId: string;
}

export interface ListingPageContent {
  kind: 'page';
  /** The listing the page shows (a project page: the project's own listing). */
  listing: Listing;
  contacts: User[];
  accounts: Account[];
  /** Every published price, oldest first (the price history section). */
  priceHistory: PricePoint[];
  /** Up to six similar live listings (Light mode). */
  similar: Listing[];
  /** The same property listed by other agencies ("also listed by N agencies"), Light mode. */
  duplicates: Listing[];
  /** The places of the listing's place path with their slugs: the breadcrumbs link each one's search page at its final address. */
  breadcrumbPlaces: Pick<Place, 'placeId' | 'type' | 'slugs'>[];
  /** On a project page: its units, in Light mode. */
  units?: Listing[];
  /** On a project page: its project companies, empty when they fail to load. */
  companies?: ProjectCompany[];
  /** On a unit's page: its project, and the project's own listing when it has one. */
  parentProject?: { projectId: number; listing?: Listing };
  /** The listing whose address is canonical (another agency's copy points at the first listing). */
  canonical: ListingAddress;
  /** Our choice: an archived listing stays reachable for old links but leaves the index. */
  noindex: boolean;
  /** What invalidates the shared page: its listing and its units (docs/pages.md). */
  invalidatedBy: PageTag[];
}

export type ListingPageOutcome = ListingPageContent | ListingPageRedirect;

/**
 * Everything the listing page shows for one URL, and every decision that sends the visitor
 * elsewhere. Order: a bad id is not found before anything is read (document 001 §5 'ListingId is
 * not valid'); a project page finds the project's own listing (or its project-as-listing's path);
 * an unknown listing is not found after; then the permanent redirects (domain/listings/page), so a
 * redirect never points at a page that does not exist. Archived listings skip the extra loading
 * (document 001 §4 "Listing load").
 */
@injectable()
export class LoadListingPageHandler {
  constructor(
    @inject(ListingsService) private readonly listings: ListingsService,
    @inject(AccountsDirectory) private readonly accounts: AccountsDirectory,
    @inject(PlacesService) @optional() private readonly places?: PlacesService,
  ) {}

  async execute(query: LoadListingPage): Promise<Result<ListingPageOutcome, DomainError>> {
    const { url, culture, portal, currencyId } = query;
    const id = parseListingId(url.id);
    if (!id.ok) return id;
    if (url.kind === 'unit') {
      const parentId = parseListingId(url.parentId);
      if (!parentId.ok) return parentId;
    }

    let listingId = id.value;
    let units: Listing[] | undefined;
    if (url.kind === 'project') {
      const own = await this.listings.getProjectListings(id.value, { currencyId, mode: 'Light', language: culture });
      const project = projectPageOf(own, { culture, portal, query: url.query });
      if (!project.ok) return project;
      if (project.value.kind === 'redirect') return ok(project.value);
      listingId = project.value.project.id;
      units = project.value.units;
    }

    const view = { currencyId, language: culture };
    const found = await this.listings.getListing(listingId, { ...view, mode: 'Full' });
    if (!found.ok) return found;
    const listing = found.value;
    if (!isPageAt(url.kind, listing)) return err(listingOrProjectNotFound());
    const redirect = listingPageRedirect(url, listing, culture, portal);
    if (redirect) return ok(redirect);

    const shown = await this.shownWith(listing, view);
    const [companies, parentProject] = await Promise.all([
      url.kind === 'project' ? this.projectCompanies(listing) : undefined,
      listing.listingClass === 'UnitListing' && listing.projectId !== undefined
        ? this.projectOf(listing.projectId)
        : undefined,
    ]);
    return ok({
      kind: 'page',
      listing,
      ...shown,
      ...(units && { units }),
      ...(companies && { companies }),
      ...(parentProject && { parentProject }),
      canonical: canonicalListingOf(listing, shown.duplicates),
      noindex: listing.isArchived,
      invalidatedBy: [listing, ...(units ?? [])].map((one) => pageTags.listing(one.id)),
    });
  }

  /** The listing's contacts, related accounts, price history, similar listings, duplicates and breadcrumb places. */
  private async shownWith(
    listing: Listing,
    view: { currencyId: string; language: string },
  ): Promise<
    Pick<ListingPageContent, 'contacts' | 'accounts' | 'priceHistory' | 'similar' | 'duplicates' | 'breadcrumbPlaces'>
  > {
    if (listing.isArchived)
      return { contacts: [], accounts: [], priceHistory: [], similar: [], duplicates: [], breadcrumbPlaces: [] };
    const [contacts, accounts, priceHistory, similar, duplicates, breadcrumbPlaces] = await Promise.all([
      this.accounts.getUsersByIds(listing.contactUsers.map((contact) => contact.userId)),
      this.accounts.getAccountsByIds(listing.relatedAccounts.map((related) => related.accountId)),
      this.listings.getPriceHistory(listing.id),
      this.listings.getSimilarListings(listing.id, { ...view, mode: 'Light' }),
      this.listings.getDuplicateListings(listing.id, { ...view, mode: 'Light' }),
      this.placesOf(listing.location.placePath.map((place) => place.placeId)),
    ]);
    return { contacts, accounts, priceHistory, similar, duplicates, breadcrumbPlaces };
  }

  private async placesOf(placeIds: string[]): Promise<Pick<Place, 'placeId' | 'type' | 'slugs'>[]> {
    if (!this.places || placeIds.length === 0) return [];
    const found = await this.places.getPlacesByIds({ placeIds });
    return found.ok ? found.value.places.map(({ placeId, type, slugs }) => ({ placeId, type, slugs })) : [];
  }

  /** A unit's way back: its project's own listing (any but a unit), read in Light mode. */
  private async projectOf(projectId: number): Promise<ListingPageContent['parentProject']> {
    const family = await this.listings.getProjectListings(projectId, { mode: 'Light' });
    const own = family.find((member) => member.listingClass !== 'UnitListing');
    return { projectId, ...(own && { listing: own }) };
  }

  /** Document 001 §8: "Project company and developer account load failures are swallowed". */
  private async projectCompanies(project: Listing): Promise<ProjectCompany[]> {
    if (project.isArchived || !project.projectCompanies?.length) return [];
    try {
      return await this.listings.getProjectCompanies(project.projectCompanies, 'Full');
    } catch {
      return [];
    }
  }
}
