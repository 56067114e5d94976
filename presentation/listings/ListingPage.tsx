import { observer } from 'mobx-react-lite';
import { ListingFinancing } from '#presentation/financing';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from './ListingPageContext';
import { AgentBlock } from './agent/AgentBlock';
import { FeatureChips } from './chips/FeatureChips';
import { AlsoListedBy } from './duplicates/AlsoListedBy';
import { ProjectCompanies } from './companies/ProjectCompanies';
import { ContactCard } from './contact/ContactCard';
import { ListingLeads } from './contact/ListingLeads';
import { MobileActionBar } from './contact/MobileActionBar';
import { ListingDescription } from './description/ListingDescription';
import { EnergyRatings } from './energy/EnergyRatings';
import { KeyFacts } from './facts/KeyFacts';
import { PhotoGallery } from './gallery/PhotoGallery';
import { ListingHeader } from './header/ListingHeader';
import { ArchivedBanner } from './layout/ArchivedBanner';
import { ListingBreadcrumbs } from './layout/ListingBreadcrumbs';
import { ListingMap } from './map/ListingMap';
import { PriceHistorySection } from './priceHistory/PriceHistorySection';
import { SimilarListings } from './similar/SimilarListings';
import { UnitsTable } from './units/UnitsTable';
import { ListingViewsThisWeek } from '#presentation/tracking';
import styles from './ListingPage.module.css';

/**
 * The listing page (an <article>: the shell owns the page's <main>): gallery across the top, then the story in the main column and the contact
 * card beside it on desktop; one column with a bottom action bar on phones. The extended
 * layout (global and up, document 002 §6) gives the gallery the full width and more height.
 */
export const ListingPage = observer(function ListingPage() {
  const page = useListingPage();
  const t = useT();
  const { listing } = page;
  return (
    <ListingLeads>
      <article
        className={`${styles.page} ${page.display.extendedLayout ? styles.extended : ''}`}
        data-testid="listing-page"
        data-listing-id={listing.id}
        data-tracked-page={page.units !== undefined ? 'projectPage' : 'listingPage'}
      >
        <ListingBreadcrumbs />
        <ArchivedBanner />
        <PhotoGallery />
        <div className={styles.columns}>
          <div className={styles.main}>
            <ListingHeader />
            <AlsoListedBy />
            <ListingViewsThisWeek listingId={listing.id} shown={page.display.extendedLayout} />
            <KeyFacts />
            <ListingDescription />
            <FeatureChips />
            <UnitsTable />
            <ProjectCompanies />
            <PriceHistorySection />
            <EnergyRatings />
            <ListingFinancing listing={listing} />
            <ListingMap />
            <AgentBlock />
            <SimilarListings />
            <p className={styles.meta}>
              <span>{t('ItemDetails.Agent.Reference', { reference: listing.reference })}</span>
              <span>
                <T id="ItemDetails.Updated" values={{ date: new Date(listing.meta.date) }} />
              </span>
            </p>
          </div>
          <aside className={styles.aside} aria-label={t('ItemDetails.Contact.Title')}>
            <ContactCard />
          </aside>
        </div>
        {!page.isArchived && <MobileActionBar />}
      </article>
    </ListingLeads>
  );
});
