import { inject, injectable } from 'inversify';
import { needsPictures } from '#domain/listings/import/importedPictures';
import { ListingPictureStore } from './ports';

/**
 * How many of the agency's live imported listings are due their pictures (docs/import.md
 * "Pictures"): what ImportListingPictures would work on now. An upload answers 202 when some are.
 */
@injectable()
export class CountListingsDuePicturesHandler {
  constructor(@inject(ListingPictureStore) private readonly store: ListingPictureStore) {}

  async execute(query: { agencyId: number }): Promise<number> {
    return (await this.store.pictureStates(query.agencyId)).filter(needsPictures).length;
  }
}
