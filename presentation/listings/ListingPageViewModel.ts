import type { ProjectCompany } from '#domain/listings/projects/ProjectCompany';
import { searchPlaceSlugs } from '#domain/search/searchPlaceSlugs';
import { makeAutoObservable } from 'mobx';
import type { PricePoint } from '#domain/listings/priceHistory/PriceHistory';
import type { Listing, ListingImage, Rating } from '#domain/listings/Listing';
import { type ListingActions, listingActions } from '#domain/listings/ListingActions';
import { type ListingDisplay, listingDisplay } from '#domain/listings/ListingDisplayRules';
import { type ListingFact, listingFacts } from '#domain/listings/ListingFacts';
import {
  type AmountView,
  type ListingPriceView,
  type PublishedPriceView,
  publishedPriceView,
} from '#domain/listings/ListingPriceView';
import { type ListingTitleView, listingTitle } from '#domain/listings/ListingTitle';
import { formatLocale } from '#domain/portal/FormatLocale';
import type { Language, Portal } from '#domain/portal/Portal';
import { urlSlug } from '#domain/portal/urlWords/urlWordLookup';
import { SEARCH_FALLBACK_PATH, buildSearchUrl } from '#domain/search/buildSearchUrl';
import type { ListingPageData, ShownAccount, ShownUser } from './ListingPageData';
import { culturePath } from '#presentation/shared/routing/culturePath';

export interface ListingPageSettings {
  culture: Language;
  currency: string;
  portal: Pick<Portal, 'id' | 'cultures' | 'defaultCulture' | 'countryISO' | 'name'>;
}

const RATING_ORDER: Readonly<Record<Rating['ratingType'], number>> = { EnergyEu: 0, Co2Eu: 1 };

/** Above this many characters the description starts folded: about six lines of the main column. */
export const LONG_DESCRIPTION = 600;

export interface ChipGroup {
  kind: 'amenities' | 'views' | 'orientations' | 'proximities';
  /** Message key prefix of one chip: `${prefix}.${code}`. */
  prefix: string;
  codes: string[];
}

/**
 * The listing page's state: the domain's views of one listing (title, price, facts, display
 * rules, actions) plus the little the visitor changes (photo shown, description folded, phone
 * revealed). Built from the data hook's serialised value on the server and again in the
 * browser, so the constructor only stores; every view is computed on first read.
 */
export class ListingPageViewModel {
  photoIndex = 0;
  descriptionExpanded = false;
  showOriginalDescription = false;
  /** The contact's number once the visitor asked for it (fetched then: it is never in the page's HTML). */
  revealedPhone: string | undefined = undefined;

  constructor(
    private readonly data: ListingPageData,
    readonly settings: ListingPageSettings,
  ) {
    // The data is read-only: making the listing deeply observable would only cost time.
    makeAutoObservable<this, 'data'>(this, { data: false, settings: false }, { autoBind: true });
  }

  get listing(): Listing {
    return this.data.listing;
  }
  get canonicalUrl(): string {
    return this.data.canonicalUrl;
  }
  get alternates() {
    return this.data.alternates;
  }
  get origin(): string {
    return this.data.origin;
  }
  get similar(): Listing[] {
    return this.data.similar ?? [];
  }
  /** The same property listed by other agencies ("also listed by N agencies"). */
  get duplicates(): Listing[] {
    return this.data.duplicates ?? [];
  }

  /** The project's companies, on a project page only (empty when they could not be loaded). */
  get companies(): ProjectCompany[] {
    return this.data.companies ?? [];
  }

  /** On a unit's page: the project it belongs to (its name, when it has one, and its page). */
  get parentProject(): ListingPageData['parentProject'] {
    return this.data.parentProject;
  }

  /** The project's units, on a project page only (undefined elsewhere). */
  get units(): Listing[] | undefined {
    return this.data.units;
  }
  get priceHistory(): PricePoint[] {
    return this.data.priceHistory ?? [];
  }
  get mapTileUrl(): string | undefined {
    return this.data.mapTileUrl;
  }
  get culture(): Language {
    return this.settings.culture;
  }
  /** The Intl locale numbers and prices are written in (de-CH groups 1'250'000). */
  get locale(): string {
    return formatLocale(this.settings.culture, this.settings.portal.countryISO);
  }

  get title(): ListingTitleView {
    return listingTitle(this.listing, this.culture);
  }
  /** The price as published, in its own currency (document 002 §3 "Original"). */
  get price(): ListingPriceView {
    return this.pricing.published;
  }
  get facts(): ListingFact[] {
    return listingFacts(this.listing);
  }
  get display(): ListingDisplay {
    return listingDisplay(this.listing);
  }
  get actions(): ListingActions {
    return listingActions(this.listing);
  }
  get isArchived(): boolean {
    return this.listing.isArchived;
  }

  /** The price in the visitor's currency, beside the published one when that is another currency. */
  get convertedPrice(): AmountView | undefined {
    return this.pricing.converted;
  }
  private get pricing(): PublishedPriceView {
    return publishedPriceView(this.listing, this.settings.currency);
  }

  get contact(): ShownUser | undefined {
    const id = this.display.contactUserId;
    return id === undefined ? undefined : this.data.contacts.find((user) => user.id === id);
  }

  get agency(): ShownAccount | undefined {
    const id = this.display.vendorAccountId;
    return id === undefined ? undefined : this.data.accounts.find((account) => account.id === id);
  }

  get agentPath(): string | undefined {
    const contact = this.contact;
    if (!contact || !this.display.agentPageLink) return undefined;
    return this.localised(`/${urlSlug(this.culture, 'segment', 'agent')}/${contact.slug}`);
  }

  /** No link to an archived agency: its page answers 410 'Agency is archived' (document 001 §2). */
  get agencyPath(): string | undefined {
    const agency = this.agency;
    if (!agency || agency.isArchived) return undefined;
    return this.localised(`/${urlSlug(this.culture, 'segment', 'agency')}/${agency.slug}/${agency.id}`);
  }

  get homePath(): string {
    return this.localised('/');
  }

  get photos(): ListingImage[] {
    return this.listing.images;
  }
  get currentPhoto(): ListingImage | undefined {
    return this.photos[this.photoIndex];
  }

  showPhoto(index: number): void {
    const count = this.photos.length;
    if (count > 0) this.photoIndex = ((index % count) + count) % count;
  }
  nextPhoto(): void {
    this.showPhoto(this.photoIndex + 1);
  }
  previousPhoto(): void {
    this.showPhoto(this.photoIndex - 1);
  }

  /** The owner's text in the visitor's language when they wrote one, else the text as published. */
  get description(): { text: string; language: string; translated: boolean } {
    const own = this.listing.descriptions[this.culture]?.description?.trim();
    if (own && this.culture !== this.listing.language && !this.showOriginalDescription) {
      return { text: own, language: this.culture, translated: true };
    }
    return { text: this.listing.descriptionFull, language: this.listing.language, translated: false };
  }
  get hasDescriptionTranslation(): boolean {
    return (
      this.culture !== this.listing.language && Boolean(this.listing.descriptions[this.culture]?.description?.trim())
    );
  }
  get descriptionParagraphs(): string[] {
    return this.description.text
      .split(/\n\s*\n/u)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
  }
  get descriptionIsLong(): boolean {
    return this.description.text.length > LONG_DESCRIPTION;
  }
  toggleDescription(): void {
    this.descriptionExpanded = !this.descriptionExpanded;
  }
  toggleOriginalDescription(): void {
    this.showOriginalDescription = !this.showOriginalDescription;
  }

  get hasContactPhone(): boolean {
    return this.data.hasContactPhone;
  }
  showPhone(phone: string): void {
    this.revealedPhone = phone;
  }

  get chipGroups(): ChipGroup[] {
    const { amenities, views, orientations, proximities } = this.listing;
    const groups: ChipGroup[] = [
      { kind: 'amenities', prefix: 'Listings.Amenity', codes: amenities },
      { kind: 'views', prefix: 'Listings.View', codes: views },
      { kind: 'orientations', prefix: 'Listings.Orientation', codes: orientations },
      { kind: 'proximities', prefix: 'Listings.Proximity', codes: proximities },
    ];
    return groups.filter((group) => group.codes.length > 0);
  }

  /** Energy first, then CO2: the order of the EU certificate. */
  get ratings(): Rating[] {
    return [...this.listing.ratings].sort((a, b) => RATING_ORDER[a.ratingType] - RATING_ORDER[b.ratingType]);
  }

  /**
   * Country down to the listing's own place, each a search for the same transaction and type
   * there ("Apartments for sale in Genève"): the way back a visitor usually wants.
   */
  get breadcrumbs(): { placeId: string; name: string; href: string }[] {
    const { transactionType, type } = this.listing;
    const places = new Map((this.data.breadcrumbPlaces ?? []).map((place) => [place.placeId, place]));
    const country = [...places.values()].find((place) => place.type === 'country');
    return this.listing.location.placePath.map((place) => {
      // With its slugs, the crumb links the search page's own address, not /search?placeId=… (a redirect).
      const known = places.get(place.placeId);
      const url = buildSearchUrl(
        { filters: { transactionType, types: [type], location: { placeId: place.placeId } }, params: {} },
        { language: this.culture, place: known && searchPlaceSlugs(known, country, this.culture) },
      );
      return {
        placeId: place.placeId,
        name: place.name,
        href: this.localised(url.ok ? url.value : SEARCH_FALLBACK_PATH),
      };
    });
  }

  private localised(path: string): string {
    return culturePath(path, this.culture, this.settings.portal);
  }
}
