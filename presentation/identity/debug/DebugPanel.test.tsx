import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { Portal } from '#domain/portal/Portal';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { viewModelTestContainer } from '#test/harness/presentation/viewModelTestContainer';
import { I18nProvider } from '#presentation/shared/i18n';
import { identityViewModels } from '../viewModels';
import { DebugPanel } from './DebugPanel';

const portal = {
  id: 'international',
  name: 'Homefinder International',
  countryISO: null,
  cultures: ['en'],
  defaultCulture: 'en',
  featureFlags: {
    PS_FLAG_CHAT: true,
    PS_FLAG_MSG_COUNTER: false,
    PS_FLAG_AVIF: true,
    PS_FLAG_SWITCH_TO_DASHBOARD: false,
  },
} as unknown as Portal;

function render(debug: boolean): string {
  const pageContext = {
    requestContext: {
      portal,
      culture: 'en',
      currency: 'EUR',
      requestId: 'r',
      isCrawler: false,
      origin: 'https://www.homefinder.com',
      debug,
      visitor: { country: 'CH', source: 'header', portalSuggestionDismissed: false },
      featureFlagOverrides: { PS_FLAG_SWITCH_TO_DASHBOARD: false },
    },
    identity: { state: 'GuestUnknown', userId: null, profileId: 3 },
    urlPathname: '/',
  } as unknown as PageContext;
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ContainerContext.Provider value={viewModelTestContainer([identityViewModels])}>
        <I18nProvider culture="en" messages={{ 'Identity.Debug.Title': 'Debug' }} onError={() => {}}>
          <DebugPanel />
        </I18nProvider>
      </ContainerContext.Provider>
    </VikeReactProviderPageContext>,
  );
}

describe('DebugPanel', () => {
  it('renders nothing outside debug mode, whatever the request carries', () => {
    expect(render(false)).toBe('');
  });

  it('renders its closed toggle in debug mode', () => {
    const html = render(true);
    expect(html).toContain('data-testid="debug-panel"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>Debug</button>');
  });
});
