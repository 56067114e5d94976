import { inject, injectable } from 'inversify';
import type { Place } from '#domain/places/Place';
import { type PlaceStatsRedirect, placeStatsRedirect } from '#domain/places/statistics/placeStatsPage';
import { matchPlaceStatsPath, placeNotSupported, STATS_PLACE_TYPES } from '#domain/places/statistics/placeStatsRoute';
import { type PageTag, pageTags } from '#domain/portal/PageInvalidation';
import type { Language, Portal } from '#domain/portal/Portal';
import type { MonthPoint, StatisticsItem } from '#domain/places/statistics/priceStatistics';
import type { DomainError } from '#domain/shared/DomainError';
import { err, ok, type Result } from '#domain/shared/Result';
import type { ViewedListing } from '../calls';
import { MostViewedListings, PlaceChildCounters, PlacesService, PlaceStatisticsService } from '../ports';
import { childrenOf, type PlaceChild } from './GetPlaceChildren';
import { resolvePlaceBySlugs } from './resolvePlaceBySlugs';

export interface LoadPlaceStatistics {
  /** The page's path as its routes see it (no culture prefix): /house-price or /{countrySlug?}/{placeSlug}/{statsSegment}. */
  path: string;
  culture: Language;
  /** The portal's countries: places elsewhere are not found, and /house-price covers these. */
  portal: Pick<Portal, 'defaultCulture' | 'countries'>;
  /** The visitor's currency (document 001 §3: place statistics carry a currencyId); EUR when absent. */
  currencyId?: string;
}

/** A place below (or, on /house-price of a portal of several countries, a country) with its median. */
export interface RatedPlaceOf {
  place: Place;
  /** The place's country when it is below one (its slug goes into the place's statistics URL). */
  country?: Place;
  rank: number;
  medianPerM2: number;
  count: number;
}

/** A child of the place with its counters, and its country for its URLs. */
export interface PlaceChildOf extends PlaceChild {
  country?: Place;
}

export interface PlaceStatistics {
  kind: 'page';
  place?: Place;
  country?: Place;
  /** The graph's last month (YYYY-MM). */
  month?: string;
  /** The year graphs (12 points) for sale and rent. */
  graphs: { Sell: MonthPoint[]; Rent: MonthPoint[] };
  items: StatisticsItem[];
  /** The descendants rating (sales), dearest first. */
  ratings: RatedPlaceOf[];
  /**
   * The place's children of the allowed types with their Sell and Rent counters, sorted by them
   * (document 001 §5, §9: GET /places/{id}/children); none below the lowest levels.
   */
  children: PlaceChildOf[];
  /** The currency of every figure: the one asked for. */
  currencyId: string;
  /** The place's (on /house-price the portal's) most viewed live listings this week, most people first. */
  mostViewed: ViewedListing[];
  /** The place's listings (or any, on /house-price) change its figures: they drop the page (docs/pages.md). */
  invalidatedBy: PageTag[];
}

export type PlaceStatisticsOutcome = PlaceStatistics | PlaceStatsRedirect;

/**
 * Place statistics (document 001 §2 placeStatsPage, §3 "Place statistics", §7 "Statistics"): the
 * place its slugs name, of a supported type, then the statistics calls for it. /house-price covers
 * the portal: its country, or on a portal of several countries each country rated.
 */
@injectable()
export class LoadPlaceStatisticsHandler {
  constructor(
    @inject(PlacesService) private readonly places: PlacesService,
    @inject(PlaceStatisticsService) private readonly statistics: PlaceStatisticsService,
    @inject(PlaceChildCounters) private readonly counters: PlaceChildCounters,
    @inject(MostViewedListings) private readonly mostViewed: MostViewedListings,
  ) {}

  async execute(query: LoadPlaceStatistics): Promise<Result<PlaceStatisticsOutcome, DomainError>> {
    const { culture, portal } = query;
    const slugs = matchPlaceStatsPath(query.path);
    if (!slugs) return err(placeNotSupported());
    const page = { language: culture, countries: portal.countries };
    const resolved = await resolvePlaceBySlugs(this.places, slugs, page, (place) =>
      STATS_PLACE_TYPES.includes(place.type) ? undefined : placeNotSupported(),
    );
    if (!resolved.ok) return resolved;
    const { place, country } = resolved.value;
    const redirect = placeStatsRedirect(query.path, { place, country }, culture, portal);
    if (redirect) return ok(redirect);
    const countries = await this.places.listPlaces({ placeType: 'country', countries: portal.countries });
    if (!countries.ok) return countries;
    const subject = place ?? (countries.value.length === 1 ? countries.value[0] : undefined);
    const currencyId = query.currencyId ?? 'EUR';
    const mostViewed = this.liveMostViewed(place?.placeId, currencyId);
    if (!subject) return this.countriesRated(countries.value, currencyId, await mostViewed);

    const locationId = subject.placeId;
    const [summary, sell, rent, rating, children, viewed] = await Promise.all([
      this.statistics.summary({ locationId, currencyId }),
      this.statistics.chart({ locationId, transactionType: 'Sell', currencyId }),
      this.statistics.chart({ locationId, transactionType: 'Rent', currencyId }),
      this.statistics.descendantsRating({ locationId, transactionType: 'Sell', currencyId }),
      childrenOf(subject, { places: this.places, counters: this.counters }),
      mostViewed,
    ]);
    if (!summary.ok) return summary;
    // A place of the lowest levels has no children to show ('have no allowed children type to display').
    if (!children.ok && children.error.code !== 'NO_ALLOWED_CHILDREN_TYPE') return children;
    if (!sell.ok) return sell;
    if (!rent.ok) return rent;
    if (!rating.ok) return rating;
    const rated = await this.places.getPlacesByIds({ placeIds: rating.value.ratings.map((r) => r.placeId) });
    if (!rated.ok) return rated;
    const byId = new Map(rated.value.places.map((p) => [p.placeId, p]));
    const countryOf = (p: Place) =>
      p.type === 'country' ? undefined : countries.value.find((c) => c.countryISO === p.countryISO);
    return ok({
      kind: 'page',
      ...(place && { place }),
      ...(country && { country }),
      month: summary.value.month,
      graphs: { Sell: sell.value.points, Rent: rent.value.points },
      items: summary.value.items,
      ratings: rating.value.ratings.flatMap((r) => {
        const ratedPlace = byId.get(r.placeId);
        const itsCountry = ratedPlace && countryOf(ratedPlace);
        return ratedPlace ? [{ ...r, place: ratedPlace, ...(itsCountry && { country: itsCountry }) }] : [];
      }),
      children: (children.ok ? children.value : []).map((child) => {
        const itsCountry = countryOf(child.place);
        return { ...child, ...(itsCountry && { country: itsCountry }) };
      }),
      currencyId,
      mostViewed: viewed,
      invalidatedBy: [place ? pageTags.place(place.placeId) : pageTags.anyListing()],
    });
  }

  /**
   * The most viewed listings still live (an archived one is no longer to be visited). A nicety:
   * when they cannot be read the page shows its figures without them.
   */
  private async liveMostViewed(placeId: string | undefined, currencyId: string): Promise<ViewedListing[]> {
    const viewed = await this.mostViewed.inPlace(placeId, currencyId);
    return viewed.ok ? viewed.value.filter(({ listing }) => !listing.isArchived) : [];
  }

  /** The portal's countries, each by its apartments' median for sale (the commonest figure). */
  private async countriesRated(
    countries: readonly Place[],
    currencyId: string,
    mostViewed: ViewedListing[],
  ): Promise<Result<PlaceStatistics, DomainError>> {
    const summaries = await Promise.all(
      countries.map((c) => this.statistics.summary({ locationId: c.placeId, currencyId })),
    );
    const figures = countries.flatMap((place, index) => {
      const summary = summaries[index];
      const item =
        summary.ok &&
        summary.value.items.find(
          (i) => i.transactionType === 'Sell' && i.propertyType === 'Apartment' && i.existingRooms === undefined,
        );
      return item ? [{ place, medianPerM2: item.medianPerM2, count: item.count }] : [];
    });
    return ok({
      kind: 'page',
      graphs: { Sell: [], Rent: [] },
      items: [],
      ratings: figures
        .sort((a, b) => b.medianPerM2 - a.medianPerM2)
        .map((figure, index) => ({ ...figure, rank: index + 1 })),
      children: [],
      currencyId,
      mostViewed,
      invalidatedBy: [pageTags.anyListing()],
    });
  }
}
