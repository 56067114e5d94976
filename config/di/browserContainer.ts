import { Container } from 'inversify';
import { configureMobx } from '#presentation/shared/state/configureMobx';
import { alertsModule } from './alertsModule';
import { contentModule } from './contentModule';
import { trackingModule } from './trackingModule';
import { financingModule } from './financingModule';
import { identityModule } from './identityModule';
import { leadsModule } from './leadsModule';
import { listingsModule } from './listingsModule';
import { placesModule } from './placesModule';
import { portalModule } from './portalModule';
import { searchModule } from './searchModule';
import { valuationModule } from './valuationModule';

/**
 * The browser's composition root: one container, every port served by its http adapter
 * over our own /svc endpoints, the same application handlers as on the server.
 */
export function createBrowserContainer(origin: string): Container {
  configureMobx();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    portalModule(origin),
    identityModule,
    listingsModule,
    searchModule,
    placesModule,
    leadsModule,
    financingModule,
    contentModule,
    valuationModule(origin),
    trackingModule,
    alertsModule,
  );
  return container;
}

/** Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page load. */
export function onCreateGlobalContext(globalContext: { container?: Container }): void {
  if (typeof window === 'undefined') return;
  globalContext.container = createBrowserContainer(window.location.origin);
}
