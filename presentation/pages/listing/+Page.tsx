import { enableStaticRendering } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { ListingPage } from '#presentation/listings/ListingPage';
import { ListingPageContext } from '#presentation/listings/ListingPageContext';
import { ListingPageViewModel } from '#presentation/listings/viewModelTokens';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import { ListingHead } from '#presentation/listings/head/ListingHead';
import { useModals } from '#presentation/shared/modal/useModals';
import type { Data } from './+data';

// On the server an observer renders once: without this each one would leave a reaction behind per request.
// It belongs with the app's other one-time set-up (e.g. +Wrapper) once there is such a place; it is idempotent.
if (typeof window === 'undefined') enableStaticRendering(true);

/** The listing page: one view-model per listing shown, built from the serialised data on both sides. */
export default function Page() {
  const data = useData<Data>();
  const { culture, currency, portal } = usePageContext().requestContext;
  // Made again for the next listing (a client navigation brings its data) or another culture or currency.
  const viewModel = useViewModel(ListingPageViewModel, { data, settings: { culture, currency, portal } }, [
    data,
    culture,
    currency,
    portal,
  ]);
  const modals = useModals();
  // The search the visitor came from (?searchId=): what the suggest-save-search modal offers after a favourite.
  useEffect(() => {
    const searchId = Number(new URLSearchParams(window.location.search).get('searchId'));
    modals.suggestSaveSearch.setContext({ page: 'listingPage', searchId: searchId > 0 ? searchId : undefined });
    return () => modals.suggestSaveSearch.setContext(null);
  }, [data, modals]);
  return (
    <ListingPageContext.Provider value={viewModel}>
      <ListingHead />
      <ListingPage />
    </ListingPageContext.Provider>
  );
}
