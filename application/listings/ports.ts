import type { ServiceIdentifier } from 'inversify';
import type { Listing, ListingMode } from '#domain/listings/Listing';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { ProjectCompany, ProjectCompanyMode } from '#domain/listings/projects/ProjectCompany';
import type { ListingPublishCategory, PublishPermission } from '#domain/listings/publishing/Publishing';
import type { ListingRepository } from '#domain/listings/repositories/ListingRepository';
import type { ListingTranslation, TranslatableField } from '#domain/listings/translation/ListingTranslation';
import type { Language } from '#domain/portal/Portal';
import type { ContactPhoneTarget } from '#domain/listings/ContactPhone';
import type {
  FavoritesCaller,
  FavoritesList,
  FavoritesMode,
  FavoriteTotal,
} from '#domain/listings/favorites/Favorites';
import type { DomainError } from '#domain/shared/DomainError';
import type { Result } from '#domain/shared/Result';

export interface ListingQueryOptions {
  /** Currency for Converted price values; the Original values are always included. */
  currencyId?: string;
  mode?: ListingMode;
  /** Language for place names in the location (the request's Accept-Language); the listing's own language when absent. */
  language?: string;
}

/**
 * The listings back end (document 001 §7: GET /v2/listings/{id}, POST /v2/listings/ids).
 * Two adapters: SQL (embedded) and HTTP (the seed contract); one contract suite checks both.
 */
export interface ListingsService {
  /** NOT_FOUND 'ListingId is not valid' for a non-positive / non-numeric id; NOT_FOUND LISTING_NOT_FOUND when absent. */
  getListing(id: number | string, options?: ListingQueryOptions): Promise<Result<Listing, DomainError>>;
  /** Listings in the order of `ids`; unknown ids are left out. */
  getListingsByIds(ids: number[], options?: ListingQueryOptions): Promise<Listing[]>;
  /** Every published price of a listing, oldest first (GET /v2/listings/{id}/priceHistory); empty for an unknown id. */
  getPriceHistory(id: number): Promise<PricePoint[]>;
  /**
   * Up to six live listings like this one ("Similar listings": same transaction, type,
   * place and price band): those of its own place first, then of the places around it one level
   * up at a time (never the whole country), closest price first within each; empty for an unknown id.
   */
  getSimilarListings(id: number, options?: ListingQueryOptions): Promise<Listing[]>;
  /**
   * Duplicate detection: the other live listings of the same property, each published
   * by another agency (GET /v2/listings/{id}/duplicates, our addition); empty for an unknown id.
   */
  getDuplicateListings(id: number, options?: ListingQueryOptions): Promise<Listing[]>;
  /**
   * Document 001 §7 GET /v1/projects/{id}/listings: the project's own listing (class ProjectListing)
   * first, then its units (UnitListing) by id, archived ones included (their page says so);
   * empty for an unknown or malformed project id.
   */
  getProjectListings(projectId: number, options?: ListingQueryOptions): Promise<Listing[]>;
  /**
   * One field of a listing in `language` as stored with it (GET /v2/listings/{id}/translate):
   * source None when the owner wrote none; NOT_FOUND like getListing for a bad or unknown id.
   */
  getTranslation(
    id: number | string,
    field: TranslatableField,
    language: Language,
  ): Promise<Result<ListingTranslation, DomainError>>;
  /**
   * Document 001 §7 POST /v1/projects/companies/ids (projectCompaniesIds, mode): the companies in
   * the order of `ids`, unknown ids left out; Light mode leaves out the website.
   */
  getProjectCompanies(ids: number[], mode?: ProjectCompanyMode): Promise<ProjectCompany[]>;
  /** Document 001 §7 GET /v2/repositories: every vocabulary a listing's fields use. */
  getRepositories(): Promise<ListingRepository[]>;
  /** GET /v2/repositories/{id}: NOT_FOUND REPOSITORY_NOT_FOUND (field id) for an id it does not keep. */
  getRepository(id: string): Promise<Result<ListingRepository, DomainError>>;
}
export const ListingsService: ServiceIdentifier<ListingsService> = Symbol.for('listings.ListingsService');

/**
 * Favourites (document 001 §7: POST and DELETE /v2/listings/{id}/favorite answer `total`;
 * GET /v2/listings/favorites with mode ListingIds or NoListings, sort -creationDate). Access per
 * document 000 §4: authenticated, or identified with the first profile. Adding twice, from two
 * tabs or a double click, keeps one favourite (the SQL adapter's primary key).
 */
export interface FavoritesService {
  /** NOT_FOUND 'ListingId is not valid' / LISTING_NOT_FOUND; FORBIDDEN / UNAUTHORIZED without access. */
  addFavorite(listingId: number | string, caller: FavoritesCaller): Promise<Result<FavoriteTotal, DomainError>>;
  removeFavorite(listingId: number | string, caller: FavoritesCaller): Promise<Result<FavoriteTotal, DomainError>>;
  listFavorites(mode: FavoritesMode, caller: FavoritesCaller): Promise<Result<FavoritesList, DomainError>>;
}
export const FavoritesService: ServiceIdentifier<FavoritesService> = Symbol.for('listings.FavoritesService');

/**
 * Publishing (document 001 §7 "Publishing"), with the validation of document 001 §5: "numeric
 * accountId; numeric listingId or an array of them". Two adapters, one contract suite.
 */
export interface PublishingService {
  /**
   * GET /permission/accounts/{accountId}/categories/{categoryId}: BAD_REQUEST 'Invalid accountId was
   * provided' (field accountId) for a non-numeric id, BAD_REQUEST (field categoryId) for an unknown
   * plan tier id, NOT_FOUND ACCOUNT_NOT_FOUND for an unknown account.
   */
  getPublishPermission(
    accountId: number | string,
    categoryId: number | string,
  ): Promise<Result<PublishPermission, DomainError>>;
  /** POST /publish/category (body listings: ids): in the order asked, unknown ids left out. */
  getListingsCategories(listingIds: number[]): Promise<ListingPublishCategory[]>;
  /** GET /publish/category/listing/{listingId}: NOT_FOUND like getListing for a bad or unknown id. */
  getListingCategory(listingId: number | string): Promise<Result<ListingPublishCategory, DomainError>>;
}
export const PublishingService: ServiceIdentifier<PublishingService> = Symbol.for('listings.PublishingService');

/**
 * A machine translation provider ("a translation provider can be plugged in behind a
 * port, none is called by default"). Nothing binds it today; a deployment that wants one binds an
 * adapter and TranslateListing asks it only when no stored translation exists.
 */
export interface TranslationProvider {
  /** The text in `to`, or null when the provider cannot translate it. */
  translate(text: string, from: string, to: Language): Promise<string | null>;
}
export const TranslationProvider: ServiceIdentifier<TranslationProvider> = Symbol.for('listings.TranslationProvider');

/**
 * Duplicate detection: the rule run again around every listing published
 * or changed, from the listings' change log. Started with the app, stopped before the database closes.
 */
export interface ListingJobs {
  start(): void;
  stop(): Promise<void>;
}
export const ListingJobs: ServiceIdentifier<ListingJobs> = Symbol.for('listings.ListingJobs');

/**
 * AVIF when PS_FLAG_AVIF is on: the media store makes a stored picture's AVIF rendition
 * when a browser first asks for it (by the file's name without extension); false when there is no
 * such picture.
 */
export interface ListingMediaRenditions {
  ensureAvif(name: string): Promise<boolean>;
}
export const ListingMediaRenditions: ServiceIdentifier<ListingMediaRenditions> = Symbol.for(
  'listings.ListingMediaRenditions',
);

/**
 * The phone number a page reveals on request (a listing's contact, an agent): never in the shared
 * HTML (docs/pages.md §1), fetched when the visitor asks (GET /svc/listings/v2/contactPhone, our
 * addition). NOT_FOUND CONTACT_PHONE_NOT_FOUND when there is none to show.
 */
export interface ContactPhones {
  reveal(target: ContactPhoneTarget): Promise<Result<{ phone: string }, DomainError>>;
}
export const ContactPhones: ServiceIdentifier<ContactPhones> = Symbol.for('listings.ContactPhones');
