import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { Portal } from '#domain/portal/Portal';
import type { Container } from 'inversify';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';

/** Tests only: a server render of shell parts with a page context, as +Layout.tsx renders them. */

/** A portal as config/portals.ts describes one (presentation may not import config/). */
export const portal: Portal = {
  id: 'ch',
  name: 'Homefinder Switzerland',
  countryISO: 'CH',
  countries: ['CH'],
  cultures: ['de', 'fr', 'it', 'en'],
  defaultCulture: 'de',
  currencies: ['CHF', 'EUR', 'USD', 'GBP'],
  defaultCurrency: 'CHF',
  pageSize: 20,
  sortings: ['justForYou'],
  defaultSort: 'justForYou',
  featureFlags: {
    PS_FLAG_CHAT: true,
    PS_FLAG_MSG_COUNTER: true,
    PS_FLAG_AVIF: true,
    PS_FLAG_SWITCH_TO_DASHBOARD: true,
  },
  allowUsers: true,
  allowSocialLogin: true,
  valuation: true,
  indexable: true,
  maxSkip: 100000,
  maxIndexableSkip: 2000,
  socialLinks: [{ socialMediaService: 'Instagram', accountPath: 'homefinder.ch' }],
};

// As on the server (presentation/pages/+Layout.tsx): no MobX subscriptions during a one-off render.
enableStaticRendering(true);

export function pageContextOf(overrides: Record<string, unknown> = {}): PageContext {
  return {
    requestContext: {
      portal,
      culture: 'en',
      currency: 'CHF',
      requestId: 'r1',
      isCrawler: false,
      origin: 'https://www.homefinder.ch',
    },
    messages: {},
    urlPathname: '/geneva/rent',
    urlOriginal: '/geneva/rent',
    requestTime: Date.UTC(2031, 5, 1),
    is404: null,
    data: undefined,
    ...overrides,
  } as unknown as PageContext;
}

/** Messages the assertions read; every other key renders as itself. */
const messages = { 'Shell.Footer.Copyright': '© {year} {portalName}. All rights reserved.' };

/** `container`: the view-model factories of the parts rendered (viewModelTestContainer). */
export function render(element: React.ReactNode, pageContext: PageContext, container: Container | null = null): string {
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ContainerContext.Provider value={container}>
        <I18nProvider culture="en" messages={messages} onError={() => {}}>
          <ShellServicesProvider>{element}</ShellServicesProvider>
        </I18nProvider>
      </ContainerContext.Provider>
    </VikeReactProviderPageContext>,
  );
}
