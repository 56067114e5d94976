import { Container, type ContainerModule } from 'inversify';
import { yieldToBrowser } from '#presentation/shared/async/yieldToBrowser';
import { startIntl } from '#presentation/shared/i18n/startIntl';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import { identityViewModels } from '#presentation/identity/viewModels';
import { placesViewModels } from '#presentation/places/viewModels';
import { savedSearchViewModels } from '#presentation/search/saved/viewModels';
import { shellViewModels } from '#presentation/shell/viewModels';
import { alertsModule } from './alertsModule';
import { favoritesModule } from './favoritesModule';
import { identityModule } from './identityModule';
import { placesModule } from './placesModule';
import { portalModule } from './portalModule';
import { searchModule } from './searchModule';
import { trackingModule } from './trackingModule';
import { unreadMessagesModule } from './unreadMessagesModule';

/**
 * The browser's composition root: one container, every port served by its http adapter over our
 * own /svc endpoints, the same application handlers as on the server. It starts with the shell's
 * modules, what every page's header, personal part, hearts, consent banner, login and saved
 * searches resolve; a page adds its own (its `browserModules`, config/di/pages/) before it renders,
 * so a page's start carries no other page's view-models and adapters (docs/pages.md §6).
 */
export async function createBrowserContainer(origin: string): Promise<Container> {
  configureMobx();
  const container = new Container({ defaultScope: 'Singleton' });
  // A module a task: binding the shell's eleven in one task took 12 to 50 ms in traced first visits
  // on a desktop core, which Lighthouse's low-end profile multiplies by 8.
  for (const module of [...SHELL_MODULES, portalModule(origin)]) {
    container.load(module);
    await yieldToBrowser();
  }
  return container;
}

/** What every page resolves in the browser (its shell: presentation/pages/+Layout.tsx). */
export const SHELL_MODULES: readonly ContainerModule[] = [
  identityModule,
  favoritesModule,
  searchModule,
  placesModule,
  unreadMessagesModule,
  trackingModule,
  alertsModule,
  identityViewModels,
  shellViewModels,
  placesViewModels,
  savedSearchViewModels,
];

/**
 * Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page
 * load, in tasks of its own rather than at the end of the one that evaluated every module, and
 * load the locale data in another before hydration starts; Vike's routing of the page, which
 * follows this hook, gets a task of its own too.
 */
export async function onCreateGlobalContext(globalContext: { container?: Container }): Promise<void> {
  if (typeof window === 'undefined') return;
  await yieldToBrowser();
  globalContext.container = await createBrowserContainer(window.location.origin);
  startIntl(document.documentElement.lang);
  await yieldToBrowser();
}
