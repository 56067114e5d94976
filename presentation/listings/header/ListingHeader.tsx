import { observer } from 'mobx-react-lite';
import { formatPublishedArea } from '#domain/portal/AreaFormat';
import { T } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { Icon } from '../layout/Icon';
import { ListingPrice } from './ListingPrice';
import styles from './ListingHeader.module.css';

/** What a visitor reads first: what and where, the title, the price, and the three or four numbers that decide a visit. */
export const ListingHeader = observer(function ListingHeader() {
  const page = useListingPage();
  const { listing, title } = page;
  const { location } = listing;
  const place = [
    location.showAddress ? location.address : undefined,
    [location.postcode, location.locality].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  // The line under the price names what a listing has; "No bedrooms" belongs in the facts grid, not in the pitch.
  const summary = page.facts
    .filter((fact) => fact.id !== 'floor' && fact.id !== 'constructionYear' && !('count' in fact && fact.count === 0))
    .slice(0, 4);
  const isProject = listing.listingClass === 'ProjectListing' || listing.listingClass === 'ProjectAsListing';

  return (
    <header className={styles.header}>
      <ul className={styles.badges}>
        <li className={styles.transaction}>
          <T
            id={
              listing.transactionType === 'Sell'
                ? 'Listings.TransactionType.ForSale'
                : 'Listings.TransactionType.ForRent'
            }
          />
        </li>
        <li>
          <T id={`Listings.PropertyType.Singular.${listing.type}`} />
        </li>
        {isProject && (
          <li className={styles.project}>
            <T id="ItemDetails.Project.Label" />
          </li>
        )}
      </ul>
      {page.parentProject && (
        <p className={styles.parentProject}>
          <a href={page.parentProject.path} data-testid="unit-project-link">
            {page.parentProject.name ? (
              <T id="ItemDetails.Unit.PartOf" values={{ project: page.parentProject.name }} />
            ) : (
              <T id="Listings.Favorites.ViewProject" />
            )}
          </a>
        </p>
      )}
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          {title.kind === 'text' ? title.display : <T id={title.messageKey} values={title.values} />}
        </h1>
        {!listing.isArchived && <FavoriteButton listingId={listing.id} variant="inline" />}
      </div>
      <p className={styles.place}>
        <Icon name="pin" size={18} />
        <span>{place}</span>
      </p>
      <ListingPrice />
      {summary.length > 0 && (
        <div className={styles.summaryFrame}>
          <ul className={styles.summary} data-testid="listing-summary">
            {summary.map((fact) => (
              <li key={fact.id}>
                {'count' in fact && <T id={fact.messageKey} values={{ count: fact.count }} />}
                {'area' in fact && formatPublishedArea(fact.area, page.locale)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </header>
  );
});
