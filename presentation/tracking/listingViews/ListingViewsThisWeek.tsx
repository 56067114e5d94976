import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { GetListingViews } from '#application/tracking/tokens';
import { useOptionalInjection, useViewModel } from '#presentation/shared/di/ContainerContext';
import { useT } from '#presentation/shared/i18n';
import { ListingViewsViewModel } from '../viewModelTokens';
import styles from './ListingViewsThisWeek.module.css';

export interface ListingViewsThisWeekProps {
  listingId: number;
  /** The listing page's extended layout (global portals and up, document 002 §6). */
  shown: boolean;
}

/** "N people viewed this listing this week", from the tracked listing page views. */
export function ListingViewsThisWeek({ listingId, shown }: ListingViewsThisWeekProps) {
  const getViews = useOptionalInjection(GetListingViews);
  if (!shown || !getViews) return null;
  return <ListingViewsCount listingId={listingId} />;
}

interface CountProps {
  listingId: number;
}

const ListingViewsCount = observer(function ListingViewsCount({ listingId }: CountProps) {
  const t = useT();
  const model = useViewModel(ListingViewsViewModel, { listingId });
  useEffect(() => {
    void model.load();
  }, [model]);
  // The polite live region is in the page from the start, so the count is announced when it arrives.
  return (
    <p className={styles.views} aria-live="polite" data-testid="listing-views-this-week">
      {model.shown && (
        <>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z" />
          </svg>
          <span>{t('Tracking.ListingViews.ThisWeek', { count: model.views ?? 0 })}</span>
        </>
      )}
    </p>
  );
});
