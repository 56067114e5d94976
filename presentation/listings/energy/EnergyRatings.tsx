import { observer } from 'mobx-react-lite';
import type { Rating } from '#domain/listings/Listing';
import { ENERGY_SCALES } from '#domain/listings/EnergyScale';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import styles from './EnergyRatings.module.css';

/**
 * The EU label as people know it: seven bars A to G, longer and warmer as the class worsens,
 * the listing's class pulled out with its measured value (document 000 §9 scales).
 */
export const EnergyRatings = observer(function EnergyRatings() {
  const page = useListingPage();
  if (page.ratings.length === 0) return null;
  return (
    <section aria-labelledby="listing-energy">
      <h2 id="listing-energy">
        <T id="ItemDetails.Energy.Title" />
      </h2>
      <div className={styles.scales}>
        {page.ratings.map((rating) => (
          <EnergyScale key={rating.ratingType} rating={rating} />
        ))}
      </div>
    </section>
  );
});

function EnergyScale({ rating }: { rating: Rating }) {
  const t = useT();
  const bands = ENERGY_SCALES[rating.ratingType];
  return (
    <figure className={styles.scale} data-testid={`energy-${rating.ratingType}`}>
      <figcaption className={styles.caption}>
        <span className={styles.kind}>
          <T id={`ItemDetails.Energy.${rating.ratingType}`} />
        </span>
        <span className={styles.value}>
          <T id={`ItemDetails.Energy.Value.${rating.ratingType}`} values={{ value: rating.value }} />
        </span>
      </figcaption>
      <ol className={styles.bands} aria-label={t('ItemDetails.Energy.ScaleLabel')}>
        {bands.map((band, index) => {
          const current = band.grade === rating.grade;
          return (
            <li
              key={band.grade}
              className={`${styles.band} ${styles[`grade${band.grade}`]} ${current ? styles.current : ''}`}
              style={{ ['--band-width' as string]: `${34 + index * 11}%` }}
              aria-current={current ? 'true' : undefined}
            >
              <span className={styles.bar}>{band.grade}</span>
              {current && (
                <span className={styles.marker}>
                  <T id="ItemDetails.Energy.Grade" values={{ grade: band.grade }} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
