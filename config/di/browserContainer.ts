import 'reflect-metadata';
import { Container } from 'inversify';
import { ListingsService } from '../../application/listings/ports';
import { ServiceClient, ServiceClientToken } from '../../infrastructure/http/ServiceClient';
import { HttpListingsService } from '../../infrastructure/listings/http/HttpListingsService';
import { listingsModule } from './listingsModule';

/**
 * The browser's composition root: one container, every port served by its http adapter
 * over our own /svc endpoints, the same application handlers as on the server.
 */
export function createBrowserContainer(origin: string): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ServiceClientToken).toConstantValue(new ServiceClient({
    baseUrl: `${origin}/svc`,
    // The page's language (vike-react sets <html lang>) goes out as Accept-Language.
    get language() {
      return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
    },
  }));
  container.bind(ListingsService).to(HttpListingsService);
  container.load(listingsModule);
  return container;
}

/** Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page load. */
export function onCreateGlobalContext(globalContext: { container?: Container }): void {
  if (typeof window === 'undefined') return;
  globalContext.container = createBrowserContainer(window.location.origin);
}
