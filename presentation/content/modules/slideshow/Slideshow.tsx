import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import type { ContentModule } from '#domain/content/ContentPage';
import { useT } from '#presentation/shared/i18n';
import { Icon } from '#presentation/shared/ui';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { SlideshowViewModel } from '../../viewModelTokens';
import styles from './Slideshow.module.css';

type SlideshowModule = Extract<ContentModule, { kind: 'slideshow' }>;

/**
 * The slideshow module (document 000 §2), as the WAI-ARIA carousel pattern has it: a named region
 * of slides, each a labelled group, one shown at a time, previous / next buttons and a picker per
 * slide (real buttons, so the keyboard reaches them; the arrow keys, Home and End move while focus
 * is inside). It never turns by itself; the fade between pictures runs only for visitors who have
 * not asked for reduced motion (the stylesheet). Before hydration the first picture shows.
 */
export const Slideshow = observer(function Slideshow({ module, label }: { module: SlideshowModule; label: string }) {
  const t = useT();
  const titleId = useId();
  const vm = useViewModel(SlideshowViewModel, { count: module.slides.length });
  const onKeyDown = (event: KeyboardEvent) => {
    if (vm.press(event.key)) event.preventDefault();
  };
  const position = (index: number) => t('Content.Slideshow.Position', { index: index + 1, total: vm.count });
  return (
    // The arrow keys, Home and End move while the focus is on one of the slideshow's buttons (WAI-ARIA
    // carousel): the section only hears them bubble up from those real controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <section
      className={styles.slideshow}
      aria-roledescription={t('Content.Slideshow.Carousel')}
      {...(module.title ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      onKeyDown={onKeyDown}
      data-testid="content-slideshow"
    >
      {module.title && (
        <h2 id={titleId} className={styles.title}>
          {module.title}
        </h2>
      )}
      <div className={styles.stage}>
        {/* Announces the slide a button brings in (it never changes by itself, so polite is enough). */}
        <div aria-live="polite">
          {module.slides.map((slide, index) => (
            <div
              key={slide.media.url}
              role="group"
              aria-roledescription={t('Content.Slideshow.Slide')}
              aria-label={position(index)}
              className={styles.slide}
              hidden={!vm.isCurrent(index)}
            >
              <figure className={styles.figure}>
                <img
                  className={styles.picture}
                  src={slide.media.url}
                  alt={slide.media.alt}
                  loading="lazy"
                  decoding="async"
                />
                {slide.caption && <figcaption className={styles.caption}>{slide.caption}</figcaption>}
              </figure>
            </div>
          ))}
        </div>
        {vm.movable && (
          <div className={styles.controls}>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => vm.previous()}
              aria-label={t('Content.Slideshow.Previous')}
              data-testid="slideshow-previous"
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => vm.next()}
              aria-label={t('Content.Slideshow.Next')}
              data-testid="slideshow-next"
            >
              <Icon name="chevronRight" />
            </button>
            <p className={styles.counter} aria-hidden="true">
              {vm.position.index} / {vm.position.total}
            </p>
          </div>
        )}
      </div>
      {vm.movable && (
        <ul className={styles.pickers} aria-label={t('Content.Slideshow.Pickers')}>
          {module.slides.map((slide, index) => (
            <li key={slide.media.url}>
              <button
                type="button"
                className={styles.picker}
                aria-label={position(index)}
                aria-current={vm.isCurrent(index) ? 'true' : undefined}
                onClick={() => vm.show(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
