import type { AlertChange } from './AlertEvent';

/** A changed listing as the change log gives it: when it first appeared there, and its last price change. */
export interface ChangedListingFacts {
  /** The sequence number of the listing's first entry in the change log. */
  firstSeenSeq: number;
  priceLastChangeType: 'Drop' | 'Increase' | null;
  priceLastChangeDate: Date | null;
}

/** The window of the change log a run of an alert job works on: (start, end], begun at `startedAt`. */
export interface AlertWindowFacts {
  start: number;
  /** When the log's entry `start` was written: price changes after it are news. */
  startedAt: Date;
}

/**
 * What a changed listing is to the saved searches in this window (docs/alerts-job.md; document 001
 * §3 "Price alert types: Drop and Increase"): new when its first entry in the change log is inside
 * the window, a drop or an increase when its price changed since the window began, else no news.
 */
export function alertNewsOf(listing: ChangedListingFacts, window: AlertWindowFacts): AlertChange | undefined {
  if (listing.firstSeenSeq > window.start) return 'New';
  if (listing.priceLastChangeType && listing.priceLastChangeDate && listing.priceLastChangeDate > window.startedAt)
    return listing.priceLastChangeType;
  return undefined;
}
