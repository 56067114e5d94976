import { Container } from 'inversify';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import { identityModule } from './identityModule';
import { listingsModule } from './listingsModule';
import { placesModule } from './placesModule';
import { portalModule } from './portalModule';
import { searchModule } from './searchModule';

/**
 * The browser's composition root: one container, every port served by its http adapter
 * over our own /svc endpoints, the same application handlers as on the server.
 */
export function createBrowserContainer(origin: string): Container {
  configureMobx();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(portalModule(origin), identityModule, listingsModule, searchModule, placesModule);
  return container;
}

/** Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page load. */
export function onCreateGlobalContext(globalContext: { container?: Container }): void {
  if (typeof window === 'undefined') return;
  globalContext.container = createBrowserContainer(window.location.origin);
}
