import type { ImgHTMLAttributes } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { imageAvifSrcSet, imageSrcSet, type ListingImage } from '#domain/listings/Listing';

export interface ListingPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  image: ListingImage;
  /** The <img> sizes attribute, shared by the AVIF source. */
  sizes: string;
  /** Required: the photo's text, or "" where the picture only decorates a link that names the listing. */
  alt: string;
}

/**
 * A listing photo that fits the screen: its sized WebP renditions in srcset and, when the
 * portal's PS_FLAG_AVIF is on and the store has them, the AVIF ones first in a <picture> (the
 * browser takes the first source it can decode; a browser without AVIF keeps the WebP).
 */
export function ListingPicture({ image, sizes, alt, ...img }: ListingPictureProps) {
  // Optional: a component test may render a page without Vike's page context.
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> | undefined;
  const avif = pageContext?.requestContext?.portal.featureFlags.PS_FLAG_AVIF ? imageAvifSrcSet(image) : undefined;
  const element = <img src={image.url} srcSet={imageSrcSet(image)} sizes={sizes} alt={alt} {...img} />;
  if (!avif) return element;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {element}
    </picture>
  );
}
