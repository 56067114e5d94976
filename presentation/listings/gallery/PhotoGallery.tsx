import { imageFor } from '#domain/listings/Listing';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type TouchEvent, useEffect, useRef } from 'react';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from '../layout/Icon';
import { useListingTitleText } from '../header/useListingTitleText';
import { ListingPicture } from './ListingPicture';
import styles from './PhotoGallery.module.css';

const SWIPE_MIN_PX = 40;

/**
 * Hero photo with previous / next, its position, and a strip of thumbnails. Keyboard: the
 * arrow keys move while focus is anywhere in the gallery; every control is a real button.
 * Only the first photo loads eagerly (it is the page's largest paint); the rest load lazily.
 */
export const PhotoGallery = observer(function PhotoGallery() {
  const page = useListingPage();
  const t = useT();
  const title = useListingTitleText();
  const { photos, photoIndex, currentPhoto } = page;
  const strip = useRef<HTMLUListElement>(null);
  const touchStart = useRef<number | null>(null);

  useEffect(() => {
    // Keep the active thumbnail in view without moving the page itself.
    const active = strip.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (active && strip.current)
      strip.current.scrollTo({
        left: active.offsetLeft - strip.current.clientWidth / 2 + active.clientWidth / 2,
        behavior: 'smooth',
      });
  }, [photoIndex]);

  if (!currentPhoto) {
    return (
      <div className={styles.empty}>
        <Icon name="camera" size={32} />
        <p>
          <T id="ItemDetails.Photos.None" />
        </p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') page.nextPhoto();
    else if (event.key === 'ArrowLeft') page.previousPhoto();
    else return;
    event.preventDefault();
  };
  // A horizontal swipe on the photo turns it, as on every phone gallery; a short or vertical drag is a scroll.
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    if (end < start) page.nextPhoto();
    else page.previousPhoto();
  };
  const position = t('ItemDetails.Photos.Position', { index: photoIndex + 1, total: photos.length });

  return (
    // The arrow keys turn the photo while the focus is on one of the gallery's buttons (WAI-ARIA
    // carousel): the region only hears them bubble up from those real controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.gallery}
      aria-roledescription={t('ItemDetails.Photos.Carousel')}
      aria-label={t('ItemDetails.Photos.Label')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.hero} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <ListingPicture
          key={currentPhoto.id}
          className={styles.heroImage}
          image={currentPhoto}
          sizes="(min-width: 1280px) 1200px, 100vw"
          width={currentPhoto.width}
          height={currentPhoto.height}
          alt={currentPhoto.alt ?? `${title} – ${position}`}
          loading={photoIndex === 0 ? 'eager' : 'lazy'}
          fetchPriority={photoIndex === 0 ? 'high' : 'auto'}
          decoding="async"
        />
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => page.previousPhoto()}
              aria-label={t('ItemDetails.Photos.Previous')}
            >
              <Icon name="chevronLeft" size={22} />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => page.nextPhoto()}
              aria-label={t('ItemDetails.Photos.Next')}
            >
              <Icon name="chevronRight" size={22} />
            </button>
          </>
        )}
        <p className={styles.count}>
          <Icon name="camera" size={16} />
          <T id="ItemDetails.Photos.Count" values={{ count: photos.length }} />
        </p>
        {photos.length > 1 && (
          <p className={styles.position} aria-live="polite" data-testid="gallery-position">
            <span className="visually-hidden">{position}</span>
            <span aria-hidden="true">
              {photoIndex + 1} / {photos.length}
            </span>
          </p>
        )}
      </div>
      {photos.length > 1 && (
        <ul className={styles.strip} ref={strip} aria-label={t('ItemDetails.Photos.Thumbnails')}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === photoIndex ? 'true' : undefined}
                aria-label={t('ItemDetails.Photos.Position', { index: index + 1, total: photos.length })}
                onClick={() => page.showPhoto(index)}
              >
                {/* The strip shows thumbnails: never the full-size picture. */}
                <img
                  src={imageFor(photo, 160).url}
                  width={imageFor(photo, 160).width}
                  height={imageFor(photo, 160).height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
