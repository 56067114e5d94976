import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { FavoritesGroup } from '#domain/listings/favorites/Favorites';
import { formatLocale } from '#domain/portal/FormatLocale';
import { useModals } from '#presentation/shared/modal/useModals';
import { listingTitle } from '#domain/listings/ListingTitle';
import { culturePath } from '#presentation/shared/routing/culturePath';
import { listingPagePath } from '#presentation/shared/routing/listingPagePath';
import { T, useT } from '#presentation/shared/i18n';
import { Button } from '#presentation/shared/ui';
import { useFavorites } from '../useFavorites';
import { FavoriteCard } from './FavoriteCard';
import { FavoritesMap } from './FavoritesMap';
import type { FavoritesPageData } from './loadFavoritesPageData';
import styles from './FavoritesPage.module.css';

/**
 * /favorites (document 000 §2): the list beside a map of the same favourites, no filters and no
 * save-search; listings and units grouped by project, newest first (document 001 §3, §9). A
 * removed favourite leaves the list at once (document 001 §4: "deleting ... removes the item").
 */
export const FavoritesPage = observer(function FavoritesPage({ data }: { data: FavoritesPageData }) {
  const t = useT();
  const favorites = useFavorites();
  const modals = useModals();
  const { requestContext } = usePageContext();
  const { culture, portal, currency } = requestContext;
  const locale = formatLocale(culture, portal.countryISO);

  // The page's data is this visitor's own (never a shared page): the hearts start from it.
  useEffect(() => {
    if (data.access) favorites.hydrate({ listingIds: data.groups.flatMap((group) => idsOf(group)), total: data.total });
  }, [data, favorites]);

  if (!data.access) {
    return (
      <section className={styles.empty} data-testid="favorites-sign-in" data-tracked-page={data.trackedPage}>
        <h1>{t('Listings.Favorites.SignIn.Title')}</h1>
        <p>{t('Listings.Favorites.SignIn.Text')}</p>
        <Button onClick={() => modals.login.open({ favoriteFlow: true, callbackUrl: '/favorites' })}>
          {t('Listings.Favorites.SignIn.Cta')}
        </Button>
      </section>
    );
  }

  const known = favorites.hydrated;
  const kept = (id: number) => !known || favorites.isFavorite(id);
  const groups = data.groups
    .map((group) => (group.kind === 'project' ? { ...group, units: group.units.filter((u) => kept(u.id)) } : group))
    .filter((group) => (group.kind === 'listing' ? kept(group.listing.id) : group.units.length > 0));
  const listings = groups.flatMap((group) => (group.kind === 'listing' ? [group.listing] : group.units));
  const total = known ? favorites.total : data.total;

  if (listings.length === 0) {
    return (
      <section className={styles.empty} data-testid="favorites-empty" data-tracked-page={data.trackedPage}>
        <h1>{t('Listings.Favorites.Empty.Title')}</h1>
        <p>{t('Listings.Favorites.Empty.Text')}</p>
        <a className={styles.cta} href={culturePath('/search', culture, portal)}>
          {t('Listings.Favorites.Empty.Cta')}
        </a>
      </section>
    );
  }

  const card = (listing: (typeof listings)[number], index: number) => (
    <li key={listing.id}>
      <FavoriteCard
        listing={listing}
        culture={culture}
        portal={portal}
        currency={currency}
        locale={locale}
        eager={index < 2}
      />
    </li>
  );
  const titleText = (listing: (typeof listings)[number]) => {
    const title = listingTitle(listing, culture);
    return title.kind === 'text' ? title.display : t(title.messageKey, title.values);
  };
  let index = 0;
  return (
    <div className={styles.split} data-testid="favorites-page" data-tracked-page={data.trackedPage}>
      <section className={styles.listColumn} aria-labelledby="favorites-title">
        <header className={styles.heading}>
          <h1 id="favorites-title">{t('Listings.Favorites.Title')}</h1>
          <p className={styles.count} data-testid="favorites-total">
            <T id="Listings.Favorites.Count" values={{ count: total }} />
          </p>
        </header>
        <ul className={styles.grid}>
          {groups.map((group) =>
            group.kind === 'listing' ? (
              card(group.listing, index++)
            ) : (
              <li key={`project-${group.projectId}`} className={styles.project} data-testid="favorites-project">
                <h2 className={styles.projectTitle}>
                  {group.project ? (
                    <a href={listingPagePath(group.project, culture, portal)} data-testid="favorites-project-link">
                      {titleText(group.project)}
                    </a>
                  ) : (
                    t('ItemDetails.Project.Label')
                  )}
                </h2>
                <p className={styles.projectUnits}>{t('Listings.Favorites.Project', { count: group.units.length })}</p>
                <ul className={styles.grid}>{group.units.map((unit) => card(unit, index++))}</ul>
              </li>
            ),
          )}
        </ul>
      </section>
      <aside className={styles.mapColumn} aria-label={t('Listings.Favorites.Map')}>
        <FavoritesMap listings={listings} tileUrl={data.mapTileUrl} />
      </aside>
    </div>
  );
});

function idsOf(group: FavoritesGroup): number[] {
  return group.kind === 'listing' ? [group.listing.id] : group.units.map((unit) => unit.id);
}
