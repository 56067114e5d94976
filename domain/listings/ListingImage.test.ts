import { imageAvifSrcSet, imageSrcSet, type ListingImage } from './Listing';

const photo: ListingImage = {
  id: 'p1',
  url: '/media/house-03.webp',
  width: 1200,
  height: 800,
  variants: [{ url: '/media/house-03-thumb.webp', width: 400, height: 267 }],
  avif: [
    { url: '/media/house-03-thumb.avif', width: 400, height: 267 },
    { url: '/media/house-03.avif', width: 1200, height: 800 },
  ],
};

describe('a listing photo that fits the screen (sized variants, AVIF when PS_FLAG_AVIF is on)', () => {
  it('lists the WebP renditions narrowest first, the picture last', () => {
    expect(imageSrcSet(photo)).toBe('/media/house-03-thumb.webp 400w, /media/house-03.webp 1200w');
  });

  it('lists the AVIF renditions the same way', () => {
    expect(imageAvifSrcSet(photo)).toBe('/media/house-03-thumb.avif 400w, /media/house-03.avif 1200w');
  });

  it('has no AVIF source when the store keeps none', () => {
    expect(imageAvifSrcSet({ ...photo, avif: undefined })).toBeUndefined();
    expect(imageAvifSrcSet({ ...photo, avif: [] })).toBeUndefined();
  });
});
