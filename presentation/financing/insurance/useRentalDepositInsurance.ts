import { useContext, useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import type { Container } from 'inversify';
import { GetRentalDepositInsuranceOffer } from '#application/financing/tokens';
import { ContainerContext, useLazyInjection } from '#presentation/shared/di/ContainerContext';
import type { Listing } from '#domain/listings/Listing';
import { useIntl } from '#presentation/shared/i18n';
import { RentalDepositInsuranceViewModel } from './RentalDepositInsuranceViewModel';

/** One offer per listing and language for the page's container: the offer section and the contact form share it. */
const shared = new WeakMap<Container, Map<string, RentalDepositInsuranceViewModel>>();

/**
 * The listing's rental deposit insurance offer for this visitor, read after hydration through the
 * financing port (never in the shared HTML). The same view-model serves every caller on the page,
 * so a request sent from the contact form shows REQUESTED in the offer section too.
 */
export function useRentalDepositInsurance(listingId: number, enabled = true): RentalDepositInsuranceViewModel {
  const { locale } = useIntl();
  const language = locale.slice(0, 2);
  const container = useContext(ContainerContext);
  const getOffer = useLazyInjection(GetRentalDepositInsuranceOffer);
  const [viewModel] = useState(() => {
    if (!container) return new RentalDepositInsuranceViewModel(listingId, language, getOffer);
    const models = shared.get(container) ?? new Map<string, RentalDepositInsuranceViewModel>();
    shared.set(container, models);
    const key = `${listingId}:${language}`;
    const model = models.get(key) ?? new RentalDepositInsuranceViewModel(listingId, language, getOffer);
    models.set(key, model);
    return model;
  });
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
  viewModel: RentalDepositInsuranceViewModel,
): RentalDepositInsuranceLeadOption | undefined {
  const offer = viewModel.offer;
  return offer?.status === 'AVAILABLE' ? { provider: offer.provider, onRequested: viewModel.markRequested } : undefined;
}

/** The listing's contact form option (read after hydration; undefined on other listings and until the offer is known). */
export function useRentalDepositInsuranceLeadOption(
  listing: Pick<Listing, 'id' | 'transactionType' | 'isArchived'>,
): RentalDepositInsuranceLeadOption | undefined {
  return rentalDepositInsuranceLeadOption(useRentalDepositInsurance(listing.id, offersRentalDepositInsurance(listing)));
}
