import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { getMessages } from '#config/i18n';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { ShellServicesProvider } from '#presentation/shared/shell/ShellServices';
import { SearchPage } from '#presentation/search/SearchPage';
import { SearchPageContext } from '#presentation/search/SearchPageContext';
import type { SearchPageData } from '#presentation/search/SearchPageData';
import { SearchPageViewModel } from '#presentation/search/SearchPageViewModel';

import { renderContainer } from './support/renderContainer';

enableStaticRendering(true);

const NO_SEARCHES = { execute: () => Promise.reject(new Error('the bench renders, it never searches')) };

/**
 * The baseline of bench/searchPage.ts: the search page's own component tree (filters, result
 * cards, pagination, the map's server placeholder) rendered to a string with the data the
 * server rendered it from, and nothing else (no HTTP, routing, data hook, shell, head or
 * serialisation). A fresh view-model per render, as per request; the shell's view-models the
 * layout would give (the save-search button asks for them), made for this render as on the server.
 */
export function renderSearchPage(
  data: SearchPageData,
  context: Pick<RequestContext, 'culture' | 'currency' | 'portal' | 'isCrawler'>,
): string {
  const viewModel = new SearchPageViewModel(
    data,
    { culture: context.culture, currency: context.currency, isCrawler: context.isCrawler, portal: context.portal },
    { createSearch: NO_SEARCHES },
  );
  /**
   * The map is <ClientOnly>: the server renders its placeholder. Vike's build strips its children
   * from the server bundle; this bench renders the sources, so ClientOnly must be told it is not on
   * the server to skip that check; before hydration it renders the same placeholder. The request
   * context goes along: the cards' favourite buttons read the portal from it.
   */
  return renderToString(
    <ContainerContext.Provider value={renderContainer(context)}>
      <VikeReactProviderPageContext
        pageContext={{ isClientSide: true, requestContext: context } as unknown as PageContext}
      >
        <I18nProvider
          culture={context.culture}
          countryISO={context.portal.countryISO}
          messages={getMessages(context.culture)}
        >
          <ShellServicesProvider>
            <SearchPageContext.Provider value={viewModel}>
              <SearchPage />
            </SearchPageContext.Provider>
          </ShellServicesProvider>
        </I18nProvider>
      </VikeReactProviderPageContext>
    </ContainerContext.Provider>,
  );
}
