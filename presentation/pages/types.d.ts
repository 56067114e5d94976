import type { Container } from 'inversify';
import type { RequestContext } from '#application/portal/RequestContext';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set per request on the server (pageContextInit) and once per page load in the browser. */
      container?: Container;
      requestContext: RequestContext;
      /** Flat catalogue for requestContext.culture (config/i18n): set by the server; in the browser by +onBeforeRenderClient from catalogueUrl. */
      messages: Record<string, string>;
      /** Where the browser loads that catalogue (a content-addressed, immutable file). */
      catalogueUrl: string;
    }
    interface GlobalContextClient {
      container?: Container;
    }
    interface GlobalContextServer {
      /** Never set: the server's containers are per request (PageContext.container). */
      container?: undefined;
    }
  }
}
export {};
