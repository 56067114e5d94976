import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import type { RequestContext } from '#application/portal/RequestContext';
import { getMessages } from '#config/i18n';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { ListingPage } from '#presentation/listings/ListingPage';
import { ListingPageContext } from '#presentation/listings/ListingPageContext';
import type { ListingPageData } from '#presentation/listings/ListingPageData';
import { ListingPageViewModel } from '#presentation/listings/ListingPageViewModel';

import { renderContainer } from './support/renderContainer';

enableStaticRendering(true);

/**
 * The baseline of bench/listingPage.ts: the listing page's own component tree rendered to a
 * string with the data the server rendered it from, and nothing else (no HTTP, no routing,
 * no data hook, no shell, no head, no serialisation). A fresh view-model per render, as per request.
 */
export function renderListingPage(
  data: ListingPageData,
  context: Pick<RequestContext, 'culture' | 'currency' | 'portal'>,
): string {
  const viewModel = new ListingPageViewModel(data, {
    culture: context.culture,
    currency: context.currency,
    portal: context.portal,
  });
  return renderToString(
    <ContainerContext.Provider value={renderContainer(context)}>
      <I18nProvider
        culture={context.culture}
        countryISO={context.portal.countryISO}
        messages={getMessages(context.culture)}
      >
        <ListingPageContext.Provider value={viewModel}>
          <ListingPage />
        </ListingPageContext.Provider>
      </I18nProvider>
    </ContainerContext.Provider>,
  );
}
