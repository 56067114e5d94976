import { observer } from 'mobx-react-lite';
import { ListingFinancing } from '#presentation/financing';
import { T, useT } from '#presentation/shared/i18n';
import { useListingPage } from './ListingPageContext';
import { ContactCard } from './contact/ContactCard';
import { ListingLeads } from './contact/ListingLeads';
import { MobileActionBar } from './contact/MobileActionBar';
import { ListingDescription } from './description/ListingDescription';
import { PhotoGallery } from './gallery/PhotoGallery';
import { ListingHeader } from './header/ListingHeader';
import { ListingMap } from './map/ListingMap';
import { ListingViewsThisWeek } from '#presentation/tracking';
import { StaticPart } from '#presentation/shared/hydration/StaticPart';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import { HydrateWhenNear } from '#presentation/shared/hydration/HydrateWhenNear';
import styles from './ListingPage.module.css';
import breadcrumbsStyles from './layout/ListingBreadcrumbs.module.css';
import archivedStyles from './layout/ArchivedBanner.module.css';
import alsoListedStyles from './duplicates/AlsoListedBy.module.css';
import factsStyles from './facts/KeyFacts.module.css';
import chipsStyles from './chips/FeatureChips.module.css';
import unitsStyles from './units/UnitsTable.module.css';
import companiesStyles from './companies/ProjectCompanies.module.css';
import priceHistoryStyles from './priceHistory/PriceHistorySection.module.css';
import energyStyles from './energy/EnergyRatings.module.css';
import agentStyles from './agent/AgentBlock.module.css';
import avatarStyles from './agent/Avatar.module.css';
import similarStyles from './similar/SimilarListings.module.css';
import cardStyles from './favorites/page/FavoritesPage.module.css';

/*
 * The parts a visitor reads but cannot touch (docs/pages.md §12): the server renders them, the
 * first hydration keeps their HTML, and their code loads only for a client navigation.
 */
const ListingBreadcrumbs = await serverRenderedLazy(() =>
  import('./layout/ListingBreadcrumbs').then((module) => module.ListingBreadcrumbs),
);
const ArchivedBanner = await serverRenderedLazy(() =>
  import('./layout/ArchivedBanner').then((module) => module.ArchivedBanner),
);
const AlsoListedBy = await serverRenderedLazy(() =>
  import('./duplicates/AlsoListedBy').then((module) => module.AlsoListedBy),
);
const KeyFacts = await serverRenderedLazy(() => import('./facts/KeyFacts').then((module) => module.KeyFacts));
const FeatureChips = await serverRenderedLazy(() =>
  import('./chips/FeatureChips').then((module) => module.FeatureChips),
);
const UnitsTable = await serverRenderedLazy(() => import('./units/UnitsTable').then((module) => module.UnitsTable));
const ProjectCompanies = await serverRenderedLazy(() =>
  import('./companies/ProjectCompanies').then((module) => module.ProjectCompanies),
);
const PriceHistorySection = await serverRenderedLazy(() =>
  import('./priceHistory/PriceHistorySection').then((module) => module.PriceHistorySection),
);
const EnergyRatings = await serverRenderedLazy(() =>
  import('./energy/EnergyRatings').then((module) => module.EnergyRatings),
);
const AgentBlock = await serverRenderedLazy(() => import('./agent/AgentBlock').then((module) => module.AgentBlock));

/* Interactive, below the fold: hydrated, and its code fetched, when it nears the viewport (docs/pages.md §12). */
const SimilarListings = await serverRenderedLazy(() =>
  import('./similar/SimilarListings').then((module) => module.SimilarListings),
);

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
        <StaticPart deps={[page]} styles={[breadcrumbsStyles]}>
          <ListingBreadcrumbs />
        </StaticPart>
        <StaticPart deps={[page]} styles={[archivedStyles]}>
          <ArchivedBanner />
        </StaticPart>
        <PhotoGallery />
        <div className={styles.columns}>
          <div className={styles.main}>
            <ListingHeader />
            <StaticPart deps={[page]} styles={[alsoListedStyles]}>
              <AlsoListedBy />
            </StaticPart>
            <ListingViewsThisWeek listingId={listing.id} shown={page.display.extendedLayout} />
            <StaticPart deps={[page]} styles={[factsStyles]}>
              <KeyFacts />
            </StaticPart>
            <ListingDescription />
            <StaticPart deps={[page]} styles={[chipsStyles]}>
              <FeatureChips />
            </StaticPart>
            <StaticPart deps={[page]} styles={[unitsStyles]}>
              <UnitsTable />
            </StaticPart>
            <StaticPart deps={[page]} styles={[companiesStyles]}>
              <ProjectCompanies />
            </StaticPart>
            <StaticPart deps={[page]} styles={[priceHistoryStyles]}>
              <PriceHistorySection />
            </StaticPart>
            <StaticPart deps={[page]} styles={[energyStyles]}>
              <EnergyRatings />
            </StaticPart>
            <ListingFinancing listing={listing} />
            <ListingMap />
            <StaticPart deps={[page]} styles={[agentStyles, avatarStyles]}>
              <AgentBlock />
            </StaticPart>
            <HydrateWhenNear deps={[page]} styles={[similarStyles, cardStyles]}>
              <SimilarListings />
            </HydrateWhenNear>
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
