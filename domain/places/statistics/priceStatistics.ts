import type { PropertyType, TransactionType } from '#domain/listings/Listing';

/**
 * Place statistics (document 001 §3 "Place statistics: per place: graph, items (transactionType,
 * propertyType, existingRooms with or without rooms, ordering)"; §9 "year graph 12 points").
 *
 * The method (ours; the documents do not give one): for each listing of the place or a place
 * below it with a shown price and a living area, its asking price per square metre (the price in
 * EUR at the normalisation rates divided by the living area in m²; rents per month). A month's
 * figure is the median of the listings created in that calendar month (UTC); the year graph is
 * the last 12 months up to the current one, a month without listings left empty. A summary item
 * is the median over those 12 months, per transaction type and property type, with rooms
 * (existingRooms, whole rooms from 1) or without. The current month is the month of the newest live
 * listing (the data's today: a portal's newest listing is minutes old; a data set frozen on a date
 * keeps its year). The descendants rating ranks the places below by the same median over the same
 * months, those with at least RATING_MIN_LISTINGS listings (fewer make no median worth ranking).
 */
export interface PriceSample {
  createdAt: Date;
  transactionType: TransactionType;
  type: PropertyType;
  priceEur: number;
  livingM2: number;
  rooms?: number | null;
}

export const STATS_GRAPH_POINTS = 12;

export interface MonthPoint {
  /** YYYY-MM */
  month: string;
  medianPerM2?: number;
  count: number;
}

export interface StatisticsItem {
  transactionType: TransactionType;
  propertyType: PropertyType;
  /** Rooms when the item is per number of rooms; absent for all sizes together. */
  existingRooms?: number;
  medianPerM2: number;
  count: number;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const perM2 = (sample: PriceSample) => sample.priceEur / sample.livingM2;
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The first instant of the graph's first month and of the month after its last: [since, until). */
export function statisticsPeriod(now: Date): { since: Date; until: Date } {
  return {
    since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (STATS_GRAPH_POINTS - 1), 1)),
    until: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export const RATING_MIN_LISTINGS = 5;

export interface RatedPlace {
  placeId: string;
  /** 1 for the dearest. */
  rank: number;
  medianPerM2: number;
  count: number;
}

/** The descendants rating: the medians per m² of the places below (`placeIds`) for one transaction type over the 12 months, dearest first. */
export function descendantsRating(
  samples: readonly (PriceSample & { placeIds: readonly string[] })[],
  filter: { transactionType: TransactionType; propertyType?: PropertyType; placeIds: ReadonlySet<string> },
  now: Date,
): RatedPlace[] {
  const months = new Set(lastMonths(now));
  const byPlace = new Map<string, number[]>();
  for (const sample of samples) {
    if (!usable(sample) || sample.transactionType !== filter.transactionType) continue;
    if (filter.propertyType && sample.type !== filter.propertyType) continue;
    if (!months.has(monthOf(sample.createdAt))) continue;
    for (const placeId of sample.placeIds)
      if (filter.placeIds.has(placeId)) byPlace.set(placeId, [...(byPlace.get(placeId) ?? []), perM2(sample)]);
  }
  return [...byPlace.entries()]
    .filter(([, values]) => values.length >= RATING_MIN_LISTINGS)
    .map(([placeId, values]) => ({ placeId, medianPerM2: Math.round(median(values)!), count: values.length }))
    .sort((a, b) => b.medianPerM2 - a.medianPerM2 || a.placeId.localeCompare(b.placeId))
    .map((place, index) => ({ ...place, rank: index + 1 }));
}

function lastMonths(now: Date): string[] {
  const months: string[] = [];
  for (let back = STATS_GRAPH_POINTS - 1; back >= 0; back--) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

const usable = (sample: PriceSample) => sample.livingM2 > 0 && sample.priceEur > 0;

/** The year graph: 12 monthly medians of the price per m², oldest first. */
export function yearGraph(
  samples: readonly PriceSample[],
  filter: { transactionType: TransactionType; propertyType?: PropertyType },
  now: Date,
): MonthPoint[] {
  const byMonth = new Map<string, number[]>();
  for (const sample of samples) {
    if (!usable(sample) || sample.transactionType !== filter.transactionType) continue;
    if (filter.propertyType && sample.type !== filter.propertyType) continue;
    const month = monthOf(sample.createdAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), perM2(sample)]);
  }
  return lastMonths(now).map((month) => {
    const values = byMonth.get(month) ?? [];
    const value = median(values);
    return { month, count: values.length, ...(value !== undefined && { medianPerM2: Math.round(value) }) };
  });
}

/** The summary items over the graph's 12 months: per transaction and property type, then per rooms. */
export function summaryItems(samples: readonly PriceSample[], now: Date): StatisticsItem[] {
  const months = new Set(lastMonths(now));
  const groups = new Map<string, { item: Omit<StatisticsItem, 'medianPerM2' | 'count'>; values: number[] }>();
  const add = (key: string, item: Omit<StatisticsItem, 'medianPerM2' | 'count'>, value: number) => {
    const group = groups.get(key) ?? { item, values: [] };
    group.values.push(value);
    groups.set(key, group);
  };
  for (const sample of samples) {
    if (!usable(sample) || !months.has(monthOf(sample.createdAt))) continue;
    const base = { transactionType: sample.transactionType, propertyType: sample.type };
    add(`${sample.transactionType}/${sample.type}`, base, perM2(sample));
    const rooms = Math.floor(sample.rooms ?? 0);
    if (rooms >= 1) {
      add(`${sample.transactionType}/${sample.type}/${rooms}`, { ...base, existingRooms: rooms }, perM2(sample));
    }
  }
  const order = (item: StatisticsItem) =>
    `${item.transactionType === 'Sell' ? 0 : 1}/${item.propertyType}/${String(item.existingRooms ?? 0).padStart(2, '0')}`;
  return [...groups.values()]
    .map(({ item, values }) => ({ ...item, medianPerM2: Math.round(median(values)!), count: values.length }))
    .sort((a, b) => order(a).localeCompare(order(b)));
}
