import 'reflect-metadata';
import { Container } from 'inversify';
import { ListingsService } from '#application/listings/ports';
import { ServiceClient, ServiceClientToken } from '#infrastructure/http/ServiceClient';
import { HttpListingsService } from '#infrastructure/listings/http/HttpListingsService';
import { NavigationViewModel as NavigationViewModelClass } from '#presentation/shell/NavigationViewModel';
import { NotificationsViewModel as NotificationsViewModelClass } from '#presentation/shell/NotificationsViewModel';
import { NavigationViewModel, NotificationsViewModel, ToastSettings } from '#presentation/shell/tokens';
import { listingsModule } from './listingsModule';
import { placesHttpModule, placesModule } from './placesModule';
import { searchHttpModule, searchModule } from './searchModule';

/**
 * The browser's composition root: one container, every port served by its http adapter
 * over our own /svc endpoints, the same application handlers as on the server.
 */
export function createBrowserContainer(origin: string): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(ServiceClientToken).toConstantValue(
    new ServiceClient({
      baseUrl: `${origin}/svc`,
      // The page's language (vike-react sets <html lang>) goes out as Accept-Language.
      get language() {
        return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
      },
      // Double-submit CSRF: echo the readable `csrf` cookie on every state-changing call.
      csrfToken: () => readCookie('csrf'),
    }),
  );
  container.bind(ListingsService).to(HttpListingsService);
  container.load(listingsModule, searchModule, searchHttpModule, placesModule, placesHttpModule);
  // The shell's view-models live for the page load: toasts and counters survive client navigation.
  container.bind(NotificationsViewModel).to(NotificationsViewModelClass);
  container.bind(NavigationViewModel).to(NavigationViewModelClass);
  container.bind(ToastSettings).toConstantValue({ defaultDelayMs: 10_000 });
  return container;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Vike hook (pointed to from presentation/pages/+config.ts): build the container once per page load. */
export function onCreateGlobalContext(globalContext: { container?: Container }): void {
  if (typeof window === 'undefined') return;
  globalContext.container = createBrowserContainer(window.location.origin);
}
