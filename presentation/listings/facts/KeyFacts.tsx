import { observer } from 'mobx-react-lite';
import type { ListingFact } from '#domain/listings/ListingFacts';
import { formatPublishedArea } from '#domain/portal/AreaFormat';
import { formatNumber } from '#domain/portal/NumberFormat';
import { T } from '#presentation/shared/i18n';
import { useListingPage } from '../ListingPageContext';
import styles from './KeyFacts.module.css';

/** Label of each fact in the grid; the value cell says the rest. */
const LABELS: Readonly<Record<ListingFact['id'], string>> = {
  rooms: 'ItemDetails.Facts.Label.Rooms',
  bedrooms: 'ItemDetails.Facts.Label.Bedrooms',
  bathrooms: 'ItemDetails.Facts.Label.Bathrooms',
  livingArea: 'ItemDetails.Facts.Label.LivingArea',
  landArea: 'ItemDetails.Facts.Label.LandArea',
  floor: 'ItemDetails.Facts.Label.Floor',
  constructionYear: 'ItemDetails.Facts.Label.ConstructionYear',
};

/** The facts as a definition list: label above value, the way a visitor compares two listings. */
export const KeyFacts = observer(function KeyFacts() {
  const page = useListingPage();
  const { facts, listing } = page;
  if (facts.length === 0 && !listing.availableFrom) return null;
  return (
    <section aria-labelledby="listing-facts">
      <h2 id="listing-facts">
        <T id="ItemDetails.Facts.Title" />
      </h2>
      <dl className={styles.grid} data-testid="listing-facts">
        {facts.map((fact) => (
          <div key={fact.id} className={styles.fact}>
            <dt>
              <T id={LABELS[fact.id]} />
            </dt>
            <dd>
              <FactValue fact={fact} locale={page.locale} />
            </dd>
          </div>
        ))}
        {listing.availableFrom && (
          <div className={styles.fact}>
            <dt>
              <T id="ItemDetails.Facts.Label.Availability" />
            </dt>
            <dd>
              <T id="ItemDetails.Facts.AvailableFrom" values={{ date: new Date(listing.availableFrom) }} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
});

function FactValue({ fact, locale }: { fact: ListingFact; locale: string }) {
  switch (fact.id) {
    case 'rooms':
    case 'bedrooms':
    case 'bathrooms':
      return <>{formatNumber(fact.count, locale, 1)}</>;
    case 'livingArea':
    case 'landArea':
      return <>{formatPublishedArea(fact.area, locale)}</>;
    case 'floor':
      return <T id={fact.messageKey} values={{ floor: fact.floor }} />;
    case 'constructionYear':
      return <>{fact.year}</>;
  }
}
