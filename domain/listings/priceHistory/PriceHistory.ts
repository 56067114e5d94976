/** One published price of a listing (the listings service's price history, oldest first). */
export interface PricePoint {
  /** ISO date-time the price was published. */
  date: string;
  value: number;
  currency: string;
}

export interface PriceHistoryEntry extends PricePoint {
  /** Listed: the first price; Drop / Increase: a change from the price before, in per cent (one decimal). */
  kind: 'Listed' | 'Drop' | 'Increase';
  changePercent?: number;
}

export interface PriceHistoryView {
  /** Newest first, as buyers read a history. */
  entries: PriceHistoryEntry[];
  /** Whole days since the first price was published. */
  daysOnMarket: number;
  /** From the first price to the current one, in per cent (one decimal); undefined without a change. */
  totalChangePercent?: number;
}

const DAY_MS = 86_400_000;
const percent = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;

/**
 * The listing page's price history ("Price history on the listing page": every price
 * change with its date and the change in per cent, and days on the market). Points with the same
 * value as the one before are not changes and are left out; a point in another currency starts
 * a new comparison (no per cent across currencies).
 */
export function priceHistoryView(points: readonly PricePoint[], now: Date): PriceHistoryView | undefined {
  const sorted = [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  if (sorted.length === 0) return undefined;
  const entries: PriceHistoryEntry[] = [];
  for (const point of sorted) {
    const before = entries[entries.length - 1];
    if (!before || before.currency !== point.currency || before.value <= 0) {
      entries.push({ ...point, kind: 'Listed' });
      continue;
    }
    if (point.value === before.value) continue;
    entries.push({
      ...point,
      kind: point.value < before.value ? 'Drop' : 'Increase',
      changePercent: percent(before.value, point.value),
    });
  }
  const first = entries[0];
  const last = entries[entries.length - 1];
  const daysOnMarket = Math.max(0, Math.floor((now.getTime() - Date.parse(first.date)) / DAY_MS));
  const comparable = entries.length > 1 && first.currency === last.currency && first.value > 0;
  return {
    entries: entries.reverse(),
    daysOnMarket,
    ...(comparable && { totalChangePercent: percent(first.value, last.value) }),
  };
}
