import { useEffect } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import type { Listing } from '#domain/listings/Listing';
import { useIntl } from '#presentation/shared/i18n';
import type { RentalDepositInsuranceViewModel as RentalDepositInsuranceViewModelClass } from './RentalDepositInsuranceViewModel';
import { RentalDepositInsuranceViewModel } from '../viewModelTokens';

/**
 * The listing's rental deposit insurance offer for this visitor, read after hydration through the
 * financing port (never in the shared HTML). The same view-model serves every caller on the page,
 * so a request sent from the contact form shows REQUESTED in the offer section too.
 */
export function useRentalDepositInsurance(listingId: number, enabled = true): RentalDepositInsuranceViewModelClass {
  const { locale } = useIntl();
  const viewModel = useViewModel(RentalDepositInsuranceViewModel, { listingId, language: locale.slice(0, 2) });
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && enabled) void viewModel.load();
  }, [hydrated, enabled, viewModel]);
  return viewModel;
}

/** What the contact form needs to offer the insurance: the provider while the offer is AVAILABLE. */
export interface RentalDepositInsuranceLeadOption {
  provider: string;
  /** The insurance lead went out with the contact lead: the offer counts as requested. */
  onRequested: () => void;
}

/** The rental deposit insurance is offered on a rent listing that is not archived (document 001 §5). */
export function offersRentalDepositInsurance(listing: Pick<Listing, 'transactionType' | 'isArchived'>): boolean {
  return listing.transactionType === 'Rent' && !listing.isArchived;
}

/** The contact form's option: only while this visitor's offer is AVAILABLE (not REQUESTED, not UNAVAILABLE). */
export function rentalDepositInsuranceLeadOption(
  viewModel: RentalDepositInsuranceViewModelClass,
): RentalDepositInsuranceLeadOption | undefined {
  const offer = viewModel.offer;
  return offer?.status === 'AVAILABLE'
    ? { provider: offer.provider, onRequested: () => viewModel.markRequested() }
    : undefined;
}

/** The listing's contact form option (read after hydration; undefined on other listings and until the offer is known). */
export function useRentalDepositInsuranceLeadOption(
  listing: Pick<Listing, 'id' | 'transactionType' | 'isArchived'>,
): RentalDepositInsuranceLeadOption | undefined {
  return rentalDepositInsuranceLeadOption(useRentalDepositInsurance(listing.id, offersRentalDepositInsurance(listing)));
}
