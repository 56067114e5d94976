import { createContext, useContext } from 'react';
import type { ListingPageViewModel } from './ListingPageViewModel';

/**
 * The page's view-model for the components below +Page. It is per page and built from the
 * page's own data (in both environments), so a React context is its injection point; the DI
 * container stays for application services.
 */
export const ListingPageContext = createContext<ListingPageViewModel | null>(null);

export function useListingPage(): ListingPageViewModel {
  const viewModel = useContext(ListingPageContext);
  if (!viewModel) throw new Error('No listing page view-model: render inside <ListingPageContext.Provider>');
  return viewModel;
}
