import type { ListingImage } from '../Listing';

/** Why a picture of a feed was not stored (docs/import-api.md "Pictures"): a warning, never a rejection. */
export const PICTURE_WARNING_REASONS = [
  'IMAGE_URL_REFUSED',
  'IMAGE_FETCH_FAILED',
  'IMAGE_TOO_LARGE',
  'IMAGE_TIMEOUT',
  'IMAGE_UNREADABLE',
  'IMAGE_NOT_IN_ZIP',
  'IMAGE_STORE_FAILED',
] as const;
export type PictureWarningReason = (typeof PICTURE_WARNING_REASONS)[number];

/** A picture the run could not store, named like a rejection: the listing's reference, its field, why. */
export interface ImportWarning {
  reference: string;
  field: 'images';
  reason: PictureWarningReason;
  /** The picture as the feed named it (its URL, or its path in the zip); none when the warning is the whole list's. */
  value?: string;
}

/**
 * Warnings a run's report lists at most; `refused` counts them all. An agency whose every picture
 * URL is refused would otherwise store (and answer in each runs call) a list as long as its feed.
 */
export const MAX_LISTED_WARNINGS = 1000;
/** How much of a picture's URL or path a warning repeats: enough to find it in the feed. */
export const WARNING_VALUE_LENGTH = 300;

/** The pictures of a run: stored into listings, and refused (each refusal is a warning). */
export interface PictureCounts {
  stored: number;
  refused: number;
}

/** What the portal holds of an imported listing's pictures. */
export interface ImportedPicturesState {
  listingId: number;
  reference: string;
  /** The feed's picture list as the last import wrote it, title picture first. */
  sources: readonly string[];
  /** The list the listing's images were made from; null until they are. */
  madeFrom: readonly string[] | null;
  /** The URLs of the images the listing shows now. */
  shown: readonly string[];
}

/** A picture in the media store, in the portal's sizes. */
export interface StoredPicture {
  url: string;
  width: number;
  height: number;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * A listing needs its pictures when they were never made (a new listing, or one imported without
 * them) or the feed's list changed since: the same feed twice fetches nothing again. A changed
 * picture therefore needs a new URL or file name, as agencies' exports give it (docs/import-api.md).
 */
export const needsPictures = (state: ImportedPicturesState): boolean =>
  state.madeFrom === null || !sameList(state.madeFrom, state.sources);

/**
 * Failures that may pass by themselves (the agency's server slow or down, the portal's database
 * busy): the list is not marked done, so the next run tries again. A refused URL, a file that is no
 * picture or too large stays so until the feed changes it, and is not fetched at every run.
 */
export const mayPassByItself = (reason: PictureWarningReason): boolean =>
  reason === 'IMAGE_TIMEOUT' || reason === 'IMAGE_FETCH_FAILED' || reason === 'IMAGE_STORE_FAILED';

/**
 * The listing's images in the feed's order (its title picture first), in the shape every listing's
 * images have: id, size and the media URL; thumbnails, AVIF and alt texts are derived when read.
 */
export const listingImagesOf = (listingId: number, pictures: readonly StoredPicture[]): ListingImage[] =>
  pictures.map((picture, i) => ({
    id: `${listingId}-${i + 1}`,
    url: picture.url,
    width: picture.width,
    height: picture.height,
  }));

const sameOrBothNull = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : sameList(a, b);

/** Whether writing these images changes what the listing shows or what its pictures are made from. */
export const picturesChanged = (
  state: ImportedPicturesState,
  images: readonly ListingImage[],
  madeFrom: readonly string[] | null,
): boolean =>
  !sameList(
    state.shown,
    images.map((image) => image.url),
  ) || !sameOrBothNull(state.madeFrom, madeFrom);
