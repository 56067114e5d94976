import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useAppAdvertisement } from '#presentation/shared/shell/ShellServices';
import { useOpenedOnce } from '#presentation/shared/lazy/useOpenedOnce';

// Offered after a click or a lead, never at first paint: its code loads when it first opens.
const AppAdvertisementModal = lazy(() =>
  import('./AppAdvertisementModal').then((module) => ({ default: module.AppAdvertisementModal })),
);

/** The app advertisement (see AppAdvertisementModal), mounted when it is first opened. */
export const LazyAppAdvertisementModal = observer(function LazyAppAdvertisementModal() {
  const advert = useAppAdvertisement();
  if (!useOpenedOnce(advert.open)) return null;
  return (
    <Suspense fallback={null}>
      <AppAdvertisementModal />
    </Suspense>
  );
});
