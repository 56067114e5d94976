import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { Portal } from '#domain/portal/Portal';
import type { VisitorRegion } from '#domain/portal/VisitorCountry';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { viewModelTestContainer } from '#test/harness/presentation/viewModelTestContainer';
import { I18nProvider } from '#presentation/shared/i18n';
import { shellViewModels } from '../viewModels';
import { PortalSuggestionPanel } from './PortalSuggestionPanel';

enableStaticRendering(true);

const swiss = {
  id: 'ch',
  name: 'Homefinder Switzerland',
  countryISO: 'CH',
  cultures: ['de', 'fr', 'it', 'en'],
  defaultCulture: 'de',
} as unknown as Portal;

function render(
  visitor: VisitorRegion | undefined,
  urlOriginal = '/fr/geneve/louer?p=2&profileId=4',
  isCrawler = false,
): string {
  const pageContext = {
    requestContext: {
      portal: swiss,
      culture: 'fr',
      currency: 'CHF',
      requestId: 'r',
      isCrawler,
      origin: 'https://www.homefinder.ch',
      debug: false,
      visitor,
    },
    urlOriginal,
  } as unknown as PageContext;
  const messages = {
    'Shell.PortalSuggestion.Text': 'Pays détecté : {country}. Voulez-vous consulter {portalName} ?',
    'Shell.PortalSuggestion.Accept': 'Aller sur {portalName}',
  };
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <ContainerContext.Provider value={viewModelTestContainer([shellViewModels])}>
        <I18nProvider culture="fr" messages={messages} onError={() => {}}>
          <PortalSuggestionPanel />
        </I18nProvider>
      </ContainerContext.Provider>
    </VikeReactProviderPageContext>,
  );
}

describe('PortalSuggestionPanel (server render)', () => {
  it("offers the visitor's portal, same path and query, without the start-up parameters", () => {
    const html = render({ country: 'FR', source: 'header', portalSuggestionDismissed: false });
    expect(html).toContain('data-testid="portal-suggestion"');
    expect(html).toContain('href="https://www.homefinder.fr/fr/geneve/louer?p=2&amp;c=fr"');
    expect(html).toContain('hrefLang="fr-FR"');
    expect(html).toContain('Pays détecté : France. Voulez-vous consulter Homefinder France ?');
    expect(html).toContain('Aller sur Homefinder France');
  });

  it("renders nothing on the visitor's own portal, once dismissed, with ?dismissPortalSuggestion=true, or for a crawler", () => {
    expect(render({ country: 'CH', source: 'header', portalSuggestionDismissed: false })).toBe('');
    expect(render({ country: 'FR', source: 'header', portalSuggestionDismissed: true })).toBe('');
    expect(
      render(
        { country: 'FR', source: 'acceptLanguage', portalSuggestionDismissed: false },
        '/?dismissPortalSuggestion=true',
      ),
    ).toBe('');
    expect(render({ country: 'FR', source: 'header', portalSuggestionDismissed: false }, '/', true)).toBe('');
    expect(render(undefined)).toBe('');
  });
});
