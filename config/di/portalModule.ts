import { ContainerModule } from 'inversify';
import { PersonalPartService } from '#application/portal/ports';
import { GetPersonalPartHandler } from '#application/portal/queries/GetPersonalPart';
import { GetPersonalPart } from '#application/portal/tokens';
import { HttpPersonalPartService } from '#infrastructure/portal/http/HttpPersonalPartService';
import { PortalClientToken, ServiceClient, ServiceClientToken } from '#infrastructure/shared/http/ServiceClient';
import { readUserData, updateUserData } from '#presentation/identity/persisted/userData';
import { AppAdvertisementViewModel as AppAdvertisementViewModelClass } from '#presentation/shared/shell/AppAdvertisementViewModel';
import { AppAdvertisementViewModel } from '#presentation/shared/shell/appAdvertisementTokens';
import { NavigationViewModel as NavigationViewModelClass } from '#presentation/shared/shell/NavigationViewModel';
import { NotificationsViewModel as NotificationsViewModelClass } from '#presentation/shared/shell/NotificationsViewModel';
import { NavigationViewModel, NotificationsViewModel, ToastSettings } from '#presentation/shared/shell/tokens';
import { ModalService as ModalServiceClass } from '#presentation/shared/modal/ModalService';
import { ModalService } from '#presentation/shared/modal/tokens';
import { BrowserOrigin } from './browserOrigin';

/**
 * The portal in the browser: the one http client every http adapter calls (/svc on this origin,
 * and the portal's own /auth and /login routes), and the shell's view-models, which live for the
 * page load so toasts and counters survive client navigation; the personal part of shared pages.
 */
export function portalModule(origin: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BrowserOrigin).toConstantValue(origin);
    bind(ServiceClientToken).toConstantValue(pageClient(`${origin}/svc`));
    bind(PortalClientToken).toConstantValue(pageClient(origin));
    bind(NotificationsViewModel).to(NotificationsViewModelClass).inSingletonScope();
    bind(NavigationViewModel).to(NavigationViewModelClass).inSingletonScope();
    bind(ModalService)
      .toDynamicValue(() => new ModalServiceClass())
      .inSingletonScope();
    // The advert remembers dismissed subjects in the persisted local state (document 000 §3 modal.appAdvertisement).
    bind(AppAdvertisementViewModel)
      .toDynamicValue(
        () =>
          new AppAdvertisementViewModelClass({
            read: () => readUserData().modal?.appAdvertisement,
            write: (memory) =>
              updateUserData((data) => ({ ...data, modal: { ...data.modal, appAdvertisement: memory } })),
          }),
      )
      .inSingletonScope();
    bind(ToastSettings).toConstantValue({ defaultDelayMs: 10_000 });
    // A shared page's personal part, fetched once after hydration (docs/pages.md).
    bind(PersonalPartService).to(HttpPersonalPartService).inSingletonScope();
    bind(GetPersonalPart).to(GetPersonalPartHandler).inSingletonScope();
  });
}

/** A client for this page: its language and its CSRF cookie, read on every call. */
function pageClient(baseUrl: string): ServiceClient {
  return new ServiceClient({
    baseUrl,
    // The page's language (vike-react sets <html lang>) goes out as Accept-Language.
    get language() {
      return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
    },
    // Double-submit CSRF: echo the readable `csrf` cookie on every state-changing call.
    csrfToken: () => readCookie('csrf'),
  });
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}
