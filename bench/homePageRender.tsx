import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { getMessages } from '#config/i18n';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import type { ContentPageData } from '#presentation/content/ContentPageData';
import { HomeContentView } from '#presentation/content/home/HomeContentView';

import { renderContainer } from './support/renderContainer';

enableStaticRendering(true);

/**
 * The baseline of the home page in bench/pages.ts: its own component tree (the content page's
 * modules: hero with the search box, country cards, value propositions, guides, app promotion)
 * rendered to a string from the page's data, and nothing else (no HTTP, routing, shell or serialisation).
 */
export function renderHomePage(data: ContentPageData, context: RequestContext): string {
  const pageContext = { requestContext: context, isClientSide: false } as unknown as PageContext;
  return renderToString(
    <ContainerContext.Provider value={renderContainer(context)}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <I18nProvider
          culture={context.culture}
          countryISO={context.portal.countryISO}
          messages={getMessages(context.culture)}
        >
          <ShellServicesProvider>
            <HomeContentView data={data} />
          </ShellServicesProvider>
        </I18nProvider>
      </VikeReactProviderPageContext>
    </ContainerContext.Provider>,
  );
}
