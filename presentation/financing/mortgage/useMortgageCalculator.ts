import { useEffect, useState } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { DEFAULT_MORTGAGE_PROVIDER_ID } from '../financingSettings';
import { CreateMortgageQuote, EstimateMortgage, ListMortgageQuotes } from '#application/financing/tokens';
import { useLazyInjection, useOptionalInjection } from '#presentation/shared/di/ContainerContext';
import { NotificationsViewModel } from '#presentation/shared/shell/tokens';
import { MortgageCalculatorViewModel } from './MortgageCalculatorViewModel';

/**
 * One calculator per mounted component, over the financing use cases. It asks for figures only
 * after hydration (the shared HTML shows the empty calculator, never a visitor's figures), and the
 * visitor's latest quote only when `withLatestQuote` (a listing: quotes are per listing).
 */
export function useMortgageCalculator(options: {
  purchasePrice: number;
  listingId?: number;
  locale: string;
  withLatestQuote: boolean;
}): MortgageCalculatorViewModel {
  const estimate = useLazyInjection(EstimateMortgage);
  const createQuote = useLazyInjection(CreateMortgageQuote);
  const listQuotes = useLazyInjection(ListMortgageQuotes);
  const notifications = useOptionalInjection(NotificationsViewModel);
  const [viewModel] = useState(
    () =>
      new MortgageCalculatorViewModel(
        {
          purchasePrice: options.purchasePrice,
          listingId: options.listingId,
          provider: DEFAULT_MORTGAGE_PROVIDER_ID,
          locale: options.locale,
        },
        {
          estimate,
          createQuote,
          listQuotes,
          notify: (notification) => notifications?.notify(notification),
          setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
          clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
        },
      ),
  );
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return undefined;
    void viewModel.start();
    if (options.withLatestQuote) void viewModel.loadLatestQuote();
    return () => viewModel.dispose();
  }, [hydrated, viewModel, options.withLatestQuote]);
  return viewModel;
}
