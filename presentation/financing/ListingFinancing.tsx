import { memo, Suspense } from 'react';
import { chfValueOf, isMortgageEligible } from '#domain/financing/mortgageRules';
import type { Listing } from '#domain/listings/Listing';
import { serverRenderedLazy } from '#presentation/shared/lazy/serverRenderedLazy';
import { offersRentalDepositInsurance } from './insurance/useRentalDepositInsurance';
import calculatorStyles from './mortgage/MortgageCalculator.module.css';

/*
 * The calculator and the insurance offer sit below the listing's photos, facts and description:
 * their code (5 KB gzipped) loads after the page's own, and the server renders them in place.
 */
const ListingMortgage = await serverRenderedLazy(() =>
  import('./mortgage/ListingMortgage').then((module) => module.ListingMortgage),
);
const RentalDepositInsuranceOffer = await serverRenderedLazy(() =>
  import('./insurance/RentalDepositInsuranceOffer').then((module) => module.RentalDepositInsuranceOffer),
);

/**
 * Financing on the listing page: the mortgage calculator on an eligible sale (document 001 §9
 * "eligibility: CH, Sell, price shown, Apartment or House, CHF value 300000 to 10000000, postcode
 * below 99999"), the rental deposit insurance offer on a rent listing; nothing otherwise.
 */
export function ListingFinancing({ listing }: { listing: Listing }) {
  if (listing.isArchived) return null;
  if (isMortgageEligible(listing)) return <LazyMortgage listingId={listing.id} purchasePrice={chfValueOf(listing)!} />;
  if (offersRentalDepositInsurance(listing)) return <LazyInsuranceOffer listingId={listing.id} />;
  return null;
}

// Memoised on their numbers: the page's re-renders never reach a boundary still waiting for its
// chunk (an update there would drop the server's HTML). Not HydrateWhenNear (docs/pages.md §12):
// the calculator's figures arrive when it hydrates, and below 720 px they are taller than the
// space the server's HTML keeps for them, so hydrating in view would shift the page. The calculator's fallback keeps its
// styles in the page's stylesheet, so the server's HTML is drawn styled from the first paint.
const LazyMortgage = memo(function LazyMortgage(props: { listingId: number; purchasePrice: number }) {
  return (
    <Suspense fallback={<section className={calculatorStyles.calculator} aria-busy="true" />}>
      <ListingMortgage {...props} />
    </Suspense>
  );
});

const LazyInsuranceOffer = memo(function LazyInsuranceOffer(props: { listingId: number }) {
  return (
    // Nothing of it is rendered on the server (the offer is the visitor's): nothing to keep styled.
    <Suspense fallback={null}>
      <RentalDepositInsuranceOffer {...props} />
    </Suspense>
  );
});
