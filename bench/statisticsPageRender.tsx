import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import type { RequestContext } from '#application/portal/RequestContext';
import { getMessages } from '#config/i18n';
import { PlaceStatisticsPage } from '#presentation/places/statistics/PlaceStatisticsPage';
import type { PlaceStatisticsPageData } from '#presentation/places/statistics/PlaceStatisticsPageData';
import { ContainerContext } from '#presentation/shared/di/ContainerContext';
import { I18nProvider } from '#presentation/shared/i18n';
import { renderContainer } from './support/renderContainer';

/**
 * The baseline of the house-price page in bench/pages.ts: its own component tree (figures, the two
 * SVG year graphs with their tables, the rating) rendered to a string from the data the server
 * rendered it from, and nothing else (no HTTP, routing, data hook, shell or serialisation).
 */
export function renderStatisticsPage(data: PlaceStatisticsPageData, context: RequestContext): string {
  const pageContext = { requestContext: context, isClientSide: false } as unknown as PageContext;
  return renderToString(
    <ContainerContext.Provider value={renderContainer(context)}>
      <VikeReactProviderPageContext pageContext={pageContext}>
        <I18nProvider
          culture={context.culture}
          countryISO={context.portal.countryISO}
          messages={getMessages(context.culture)}
        >
          <PlaceStatisticsPage data={data} />
        </I18nProvider>
      </VikeReactProviderPageContext>
    </ContainerContext.Provider>,
  );
}
