import { listingImagesOf, mayPassByItself, needsPictures, picturesChanged } from './importedPictures';

// docs/import.md "Pictures": a listing gets its pictures when they were never made or its list changed.
const state = (sources: string[], madeFrom: string[] | null, shown: string[] = []) => ({
  listingId: 5,
  reference: 'R5',
  sources,
  madeFrom,
  shown,
});

describe('an imported listing’s pictures', () => {
  it('are due when never made, or when the feed’s list changed (order included), and not otherwise', () => {
    expect(needsPictures(state(['a.jpg'], null))).toBe(true);
    expect(needsPictures(state([], null))).toBe(true);
    expect(needsPictures(state(['a.jpg', 'b.jpg'], ['b.jpg', 'a.jpg']))).toBe(true);
    expect(needsPictures(state(['a.jpg', 'b.jpg'], ['a.jpg']))).toBe(true);
    expect(needsPictures(state(['a.jpg', 'b.jpg'], ['a.jpg', 'b.jpg']))).toBe(false);
    expect(needsPictures(state([], []))).toBe(false);
  });

  it('are tried again after a timeout or a failed fetch, not after a refusal', () => {
    expect(mayPassByItself('IMAGE_TIMEOUT')).toBe(true);
    expect(mayPassByItself('IMAGE_FETCH_FAILED')).toBe(true);
    expect(mayPassByItself('IMAGE_URL_REFUSED')).toBe(false);
    expect(mayPassByItself('IMAGE_UNREADABLE')).toBe(false);
    expect(mayPassByItself('IMAGE_NOT_IN_ZIP')).toBe(false);
  });

  it('become the listing’s images in order, named by the listing, in the shape every listing’s images have', () => {
    expect(
      listingImagesOf(5, [
        { url: '/media/feed-1-a.webp', width: 1200, height: 800 },
        { url: '/media/feed-1-b.webp', width: 600, height: 900 },
      ]),
    ).toEqual([
      { id: '5-1', url: '/media/feed-1-a.webp', width: 1200, height: 800 },
      { id: '5-2', url: '/media/feed-1-b.webp', width: 600, height: 900 },
    ]);
  });

  it('are written only when what the listing shows or what it was made from changes', () => {
    const images = listingImagesOf(5, [{ url: '/media/a.webp', width: 1, height: 1 }]);
    expect(picturesChanged(state(['a'], ['a'], ['/media/a.webp']), images, ['a'])).toBe(false);
    expect(picturesChanged(state(['a'], null, ['/media/a.webp']), images, null)).toBe(false);
    expect(picturesChanged(state(['a'], null, ['/media/a.webp']), images, ['a'])).toBe(true);
    expect(picturesChanged(state(['a'], ['a'], []), images, ['a'])).toBe(true);
  });
});
