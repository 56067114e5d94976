import type { Container, ContainerModule } from 'inversify';
import type { RequestContext } from '#application/portal/RequestContext';
import type { CatalogueMessages } from '#presentation/shared/i18n/I18nProvider';
import type { PageUrlWords } from '#presentation/shared/routing/browserUrlWords';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set per request on the server (pageContextInit) and once per page load in the browser. */
      container?: Container;
      requestContext: RequestContext;
      /** Flat catalogue for requestContext.culture (config/i18n): set by the server; in the browser by +onBeforeRenderClient from catalogueUrl. */
      messages: CatalogueMessages;
      /** Where the browser loads that catalogue (a content-addressed, immutable file). */
      catalogueUrl: string;
      /** The URL words of the page's language, for the browser (+onCreatePageContext.server.ts, browserUrlWords). */
      urlWords?: PageUrlWords;
      /**
       * Server only: a full page load, so a page that says it is shared (ShellHints.cache) renders
       * without anything personal and may be cached (server/ssr/ssr.ts, docs/pages.md).
       */
      sharedHtml?: boolean;
      /** The page was rendered shared: the browser fetches the personal part after hydration. */
      personalAfterHydration?: boolean;
      /** Server only: the stylesheets +headHtmlBegin put inline, whose links Vike must not write (+onRenderHtml). */
      inlinedStyles?: Set<string>;
    }
    interface Config {
      /**
       * The container modules this page's parts resolve in the browser, beyond the shell's
       * (config/di/browserContainer): a pointer to its set in config/di/pages/ (docs/pages.md §6).
       */
      browserModules?: `import:${string}:${string}`;
    }
    interface ConfigResolved {
      browserModules?: readonly ContainerModule[];
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
