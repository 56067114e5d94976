import { and, eq } from 'drizzle-orm';
import type { ListingPictureStore } from '#application/listings/import/ports';
import type { ImportedPicturesState, ImportWarning, PictureCounts } from '#domain/listings/import/importedPictures';
import type { ListingImage } from '#domain/listings/Listing';
import type { Database } from '#infrastructure/db/DatabaseToken';
import { importRuns, listingImports, listings } from '#infrastructure/db/schema';

/**
 * Imported listings' pictures on the database: the images and the list they were made from in one
 * transaction; the listings' triggers log the change (search index, alerts, page cache).
 */
export class SqlListingPictureStore implements ListingPictureStore {
  constructor(private readonly db: Database) {}

  async pictureStates(agencyId: number): Promise<ImportedPicturesState[]> {
    const rows = await this.db
      .select({
        listingId: listingImports.listingId,
        reference: listingImports.reference,
        sources: listingImports.imageUrls,
        madeFrom: listingImports.imagesFrom,
        images: listings.images,
      })
      .from(listingImports)
      .innerJoin(listings, eq(listings.id, listingImports.listingId))
      .where(and(eq(listingImports.agencyId, agencyId), eq(listings.isArchived, false)))
      .orderBy(listingImports.listingId);
    return rows.map((row) => ({
      listingId: row.listingId,
      reference: row.reference,
      sources: row.sources,
      madeFrom: row.madeFrom,
      shown: row.images.map((image) => image.url),
    }));
  }

  async savePictures(
    listingId: number,
    images: ListingImage[],
    madeFrom: readonly string[] | null,
    at: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(listings).set({ images, updatedAt: at }).where(eq(listings.id, listingId));
      await tx
        .update(listingImports)
        .set({ imagesFrom: madeFrom === null ? null : [...madeFrom] })
        .where(eq(listingImports.listingId, listingId));
    });
  }

  async savePictureReport(
    runId: number,
    pictures: PictureCounts,
    warnings: ImportWarning[],
    finishedAt: Date,
  ): Promise<void> {
    await this.db.update(importRuns).set({ pictures, warnings, finishedAt }).where(eq(importRuns.id, runId));
  }
}
