import { useEffect } from 'react';
import { useHydrated } from 'vike-react/useHydrated';
import { DEFAULT_MORTGAGE_PROVIDER_ID } from '../financingSettings';
import { useViewModel } from '#presentation/shared/di/ContainerContext';
import type { MortgageCalculatorViewModel as MortgageCalculatorViewModelClass } from './MortgageCalculatorViewModel';
import { MortgageCalculatorViewModel } from '../viewModelTokens';

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
}): MortgageCalculatorViewModelClass {
  const viewModel = useViewModel(MortgageCalculatorViewModel, {
    purchasePrice: options.purchasePrice,
    listingId: options.listingId,
    provider: DEFAULT_MORTGAGE_PROVIDER_ID,
    locale: options.locale,
  });
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return undefined;
    void viewModel.start();
    if (options.withLatestQuote) void viewModel.loadLatestQuote();
    return () => viewModel.dispose();
  }, [hydrated, viewModel, options.withLatestQuote]);
  return viewModel;
}
