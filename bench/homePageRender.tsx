import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { getMessages } from '#config/i18n';
import { I18nProvider } from '#presentation/shared/i18n';
import { HomePage } from '#presentation/pages/index/HomePage';

enableStaticRendering(true);

/**
 * The baseline of the home page in bench/pages.ts: its own component tree (hero with the search
 * box, country links, value propositions, owners' banner) rendered to a string, and nothing
 * else (no HTTP, routing, shell, head or serialisation).
 */
export function renderHomePage(context: RequestContext): string {
  const pageContext = { requestContext: context, isClientSide: false } as unknown as PageContext;
  return renderToString(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <I18nProvider
        culture={context.culture}
        countryISO={context.portal.countryISO}
        messages={getMessages(context.culture)}
      >
        <HomePage />
      </I18nProvider>
    </VikeReactProviderPageContext>,
  );
}
