import { Container } from 'inversify';
import { yieldToBrowser } from '#presentation/shared/async/yieldToBrowser';
import { startIntl } from '#presentation/shared/i18n/startIntl';
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
import { VIEW_MODEL_MODULES } from './viewModelModules';

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
    ...VIEW_MODEL_MODULES,
  );
  return container;
}

/**
 * Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page
 * load, in a task of its own rather than at the end of the one that evaluated every module, and
 * load the locale data in another before hydration starts.
 */
export async function onCreateGlobalContext(globalContext: { container?: Container }): Promise<void> {
  if (typeof window === 'undefined') return;
  await yieldToBrowser();
  globalContext.container = createBrowserContainer(window.location.origin);
  await yieldToBrowser();
  startIntl(document.documentElement.lang);
}
