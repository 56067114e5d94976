import { inject, injectable } from 'inversify';
import {
  type ImportedPicturesState,
  type ImportWarning,
  listingImagesOf,
  MAX_LISTED_WARNINGS,
  mayPassByItself,
  needsPictures,
  type PictureCounts,
  picturesChanged,
  type StoredPicture,
  WARNING_VALUE_LENGTH,
} from '#domain/listings/import/importedPictures';
import type { Clock } from '#domain/shared/Clock';
import { FeedPictures, ImportClock, ListingPictureStore } from './ports';

export interface ImportListingPicturesCommand {
  agencyId: number;
  /** The run whose report counts the pictures (its id as stored); none for a run not stored. */
  runId?: number;
  /** The pictures that came with the feed in its zip, by entry name; none for an XML file alone. */
  zipped: ReadonlyMap<string, Buffer>;
}

export interface ImportedPictures {
  pictures: PictureCounts;
  warnings: ImportWarning[];
  /** When the pictures were done: the run's end (its report's finishedAt). */
  finishedAt: string;
}

/** Listings whose pictures are fetched at once: the fetches wait on the agencies' servers, sharp on the cores. */
const LISTINGS_AT_ONCE = 4;

/**
 * The media import of a run (docs/import.md "Pictures"), after its listings are written: each live
 * listing of the agency whose pictures were never made or whose feed list changed gets them from
 * the feed's URLs or the uploaded zip, in the feed's order (the title picture first), as its
 * `images`. A picture that fails is a warning of the run (reference, field `images`, reason) and
 * the listing keeps the others; nothing here stops the run. The same feed again fetches nothing.
 */
@injectable()
export class ImportListingPicturesHandler {
  constructor(
    @inject(ListingPictureStore) private readonly store: ListingPictureStore,
    @inject(FeedPictures) private readonly files: FeedPictures,
    @inject(ImportClock) private readonly clock: Clock,
  ) {}

  async execute(command: ImportListingPicturesCommand): Promise<ImportedPictures> {
    const due = (await this.store.pictureStates(command.agencyId)).filter(needsPictures);
    const result: Omit<ImportedPictures, 'finishedAt'> = { pictures: { stored: 0, refused: 0 }, warnings: [] };
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const listing = due[next++];
        const done = await this.picturesOf(listing, command);
        result.pictures.stored += done.stored;
        result.pictures.refused += done.refused;
        result.warnings.push(...done.warnings);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LISTINGS_AT_ONCE, due.length) }, worker));
    // Listings finish in any order; the report lists them as the store does, each one's pictures in its order.
    const order = new Map(due.map((listing, i) => [listing.reference, i]));
    result.warnings.sort((a, b) => (order.get(a.reference) ?? 0) - (order.get(b.reference) ?? 0));
    result.warnings.splice(MAX_LISTED_WARNINGS);
    const finishedAt = this.clock.now();
    if (command.runId !== undefined)
      await this.store.savePictureReport(command.runId, result.pictures, result.warnings, finishedAt);
    return { ...result, finishedAt: finishedAt.toISOString() };
  }

  private async picturesOf(
    listing: ImportedPicturesState,
    command: ImportListingPicturesCommand,
  ): Promise<{ stored: number; refused: number; warnings: ImportWarning[] }> {
    const stored: StoredPicture[] = [];
    const warnings: ImportWarning[] = [];
    for (const source of listing.sources) {
      const picture = await this.files.store(command.agencyId, source, command.zipped);
      if (picture.ok) stored.push(picture.value);
      else {
        const value = source.slice(0, WARNING_VALUE_LENGTH);
        warnings.push({ reference: listing.reference, field: 'images', reason: picture.error.reason, value });
      }
    }
    const images = listingImagesOf(listing.listingId, stored);
    const madeFrom = warnings.some((warning) => mayPassByItself(warning.reason)) ? listing.madeFrom : listing.sources;
    const done = { stored: stored.length, refused: warnings.length, warnings };
    if (!picturesChanged(listing, images, madeFrom)) return done;
    try {
      await this.store.savePictures(listing.listingId, images, madeFrom, this.clock.now());
      return done;
    } catch {
      // The database refusing one listing's images is that listing's warning; the next run tries again.
      const failed: ImportWarning = { reference: listing.reference, field: 'images', reason: 'IMAGE_STORE_FAILED' };
      return { stored: 0, refused: listing.sources.length, warnings: [...warnings, failed] };
    }
  }
}
