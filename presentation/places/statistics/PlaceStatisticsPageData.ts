import type { MonthPoint, StatisticsItem } from '#domain/places/statistics/priceStatistics';
import type { Alternate } from '#presentation/shared/head/alternates';
import type { MostViewedListing } from '#presentation/tracking';

/** A summary figure with the search it stands for (document 001 §3 "searches by property and transaction type"). */
export interface StatisticsFigure extends StatisticsItem {
  searchPath: string;
}

/** The place statistics page's +data value (document 001 §2 "Place statistics"). */
export interface PlaceStatisticsPageData {
  placeName?: string;
  placeId?: string;
  /** The place's most viewed listings this week, most people first. */
  mostViewed: MostViewedListing[];
  graphs: { Sell: MonthPoint[]; Rent: MonthPoint[] };
  figures: StatisticsFigure[];
  /** The descendants rating (sales), dearest first, each a link to its own statistics page. */
  ratings: { rank: number; name: string; medianPerM2: number; count: number; statsPath: string }[];
  /**
   * The place's children with their counters, most for sale first (document 001 §5 "Place children
   * counters", §9 "Facet request for children counters sorts by Sell and Rent"): each names its own
   * house prices when the page supports its type, and its searches to buy and to rent.
   */
  children: {
    name: string;
    statsPath?: string;
    Sell: { count: number; searchPath: string };
    Rent: { count: number; searchPath: string };
  }[];
  currencyId: string;
  canonicalUrl: string;
  alternates: Alternate[];
  /** ShellHints (presentation/shell), spelled out: the shell reaches places, so places may not reach back. */
  shell: { page: 'other'; cache: { invalidatedBy: string[] } };
}
