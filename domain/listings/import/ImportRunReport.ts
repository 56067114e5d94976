import type { ImportFormat, ImportMode, ImportRejection } from './ImportedListing';
import type { ImportWarning, PictureCounts } from './importedPictures';

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  archived: number;
  rejected: number;
}

/** One import of an agency's feed, as it is stored and shown to the agency and the operator. */
export interface ImportRunReport {
  id?: number;
  agencyId: number;
  format: ImportFormat;
  mode: ImportMode;
  startedAt: string;
  /** When the run ended: its listings, then its pictures once they are imported (docs/import.md "A run"). */
  finishedAt: string;
  /** When its listings were written; an upload answers then, and its pictures follow (docs/import-api.md). */
  listingsFinishedAt?: string;
  counts: ImportCounts;
  rejections: ImportRejection[];
  /** The pictures that could not be stored; the listing is imported all the same. */
  warnings: ImportWarning[];
  /** The run's pictures, once its media import ran (absent when the run skipped pictures). */
  pictures?: PictureCounts;
  /** Why the feed as a whole was not read (FEED_NOT_READABLE…); nothing was changed then. */
  failure?: { code: string; message: string };
}

export const emptyCounts = (): ImportCounts => ({ new: 0, changed: 0, unchanged: 0, archived: 0, rejected: 0 });
