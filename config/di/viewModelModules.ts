import type { ContainerModule } from 'inversify';
import { alertsViewModels } from '#presentation/alerts/viewModels';
import { contactViewModels } from '#presentation/shared/contact/viewModels';
import { identityViewModels } from '#presentation/identity/viewModels';
import { placesViewModels } from '#presentation/places/viewModels';
import { contentViewModels } from '#presentation/content/viewModels';
import { shellViewModels } from '#presentation/shell/viewModels';
import { listingsViewModels } from '#presentation/listings/viewModels';
import { financingViewModels } from '#presentation/financing/viewModels';
import { searchViewModels } from '#presentation/search/viewModels';
import { savedSearchViewModels } from '#presentation/search/saved/viewModels';
import { searchMapViewModels } from '#presentation/search/map/viewModels';
import { savedSearchesPageViewModels } from '#presentation/search/myHome/viewModels';
import { leadsViewModels } from '#presentation/leads/viewModels';
import { trackingViewModels } from '#presentation/tracking/viewModels';
import { valuationViewModels } from '#presentation/valuation/viewModels';

/**
 * Every context's view-model factories (presentation/<ctx>/viewModels.ts), loaded by the server's
 * root, whose request containers resolve them (a factory resolves its dependencies from the container that asked). A context
 * with view-models adds its module here, imported from its viewModels.ts (never its index: the
 * server root, and the feature steps that compose it, must not load components and their styles) (docs/contributing.md "A page's view-model"). The browser loads
 * the shell's (config/di/browserContainer) and each page's own (config/di/pages/) instead.
 */
export const VIEW_MODEL_MODULES: readonly ContainerModule[] = [
  leadsViewModels,
  alertsViewModels,
  trackingViewModels,
  contactViewModels,
  identityViewModels,
  placesViewModels,
  contentViewModels,
  shellViewModels,
  listingsViewModels,
  financingViewModels,
  searchViewModels,
  savedSearchViewModels,
  searchMapViewModels,
  savedSearchesPageViewModels,
  valuationViewModels,
];
