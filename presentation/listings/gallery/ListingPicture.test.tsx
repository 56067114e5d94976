import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { ListingImage } from '#domain/listings/Listing';
import { ListingPicture } from './ListingPicture';

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

const render = (avifFlag: boolean, image = photo) =>
  renderToString(
    <VikeReactProviderPageContext
      pageContext={
        { requestContext: { portal: { featureFlags: { PS_FLAG_AVIF: avifFlag } } } } as unknown as PageContext
      }
    >
      <ListingPicture image={image} sizes="100vw" alt="" />
    </VikeReactProviderPageContext>,
  );

describe('ListingPicture (AVIF when PS_FLAG_AVIF is on, WebP otherwise)', () => {
  it('puts the AVIF renditions first in a <picture> when the portal has the flag on', () => {
    const html = render(true);
    expect(html).toMatch(
      /^<picture><source type="image\/avif" srcSet="\/media\/house-03-thumb.avif 400w, \/media\/house-03.avif 1200w" sizes="100vw"\/><img /,
    );
    expect(html).toContain('srcSet="/media/house-03-thumb.webp 400w, /media/house-03.webp 1200w"');
  });

  it('keeps the WebP <img> alone when the flag is off or the store has no AVIF', () => {
    for (const html of [render(false), render(true, { ...photo, avif: undefined })]) {
      expect(html).not.toContain('<picture>');
      expect(html).not.toContain('avif');
      expect(html).toContain('<img src="/media/house-03.webp"');
    }
  });
});
