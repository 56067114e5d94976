import { observer } from 'mobx-react-lite';
import { isExactEnough } from '#domain/listings/ListingActions';
import { AfterHydration } from '#presentation/shared/hydration/AfterHydration';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { Icon } from '../layout/Icon';
import { LeafletMap } from './LeafletMap';
import { StaticMapModal } from './StaticMapModal';
import styles from './ListingMap.module.css';

/**
 * Where the listing is. The server renders a plain panel of the same size (no layout shift);
 * after hydration LeafletMap loads Leaflet itself, so Leaflet (which needs `window`) never
 * runs on the server. A coarse geocode is drawn as an area, not a pin, because a pin at a
 * town centre would point at someone else's house.
 */
export const ListingMap = observer(function ListingMap() {
  const page = useListingPage();
  const t = useT();
  const { location } = page.listing;
  const approximate = !location.showAddress || !isExactEnough(location.geocodeLevel);
  const address = [
    location.showAddress ? location.address : undefined,
    [location.postcode, location.locality].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-labelledby="listing-map">
      <h2 id="listing-map">
        <T id="ItemDetails.Map.Title" />
      </h2>
      <p className={styles.address}>
        <Icon name="pin" size={18} />
        <span>{address}</span>
        {approximate && (
          <span className={styles.approximate}>
            <T id="ItemDetails.Map.ApproximateLocation" />
          </span>
        )}
      </p>
      <div
        className={styles.frame}
        data-testid="listing-map"
        role="region"
        aria-label={t('ItemDetails.Map.Label', { place: location.locality })}
      >
        <AfterHydration
          fallback={
            <div className={styles.placeholder} aria-hidden="true">
              <Icon name="pin" size={36} />
            </div>
          }
        >
          <LeafletMap
            latitude={location.latitude}
            longitude={location.longitude}
            approximate={approximate}
            tileUrl={page.mapTileUrl}
            markerLabel={address}
          />
        </AfterHydration>
      </div>
      {/* Rendered on the server too, so nothing below moves when the page hydrates. */}
      <div className={styles.modalActions}>
        <StaticMapModal
          title={t('ItemDetails.Map.Label', { place: location.locality })}
          latitude={location.latitude}
          longitude={location.longitude}
          approximate={approximate}
          tileUrl={page.mapTileUrl}
          markerLabel={address}
        />
      </div>
    </section>
  );
});
