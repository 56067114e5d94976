declare global {
  namespace Vike {
    interface PageContext {
      /**
       * When the server rendered the page (ms since the epoch), set by
       * presentation/pages/+onCreatePageContext.server.ts and passed to the browser, so text
       * that depends on the date (the footer's copyright year) hydrates to the same value.
       */
      requestTime?: number;
    }
  }
}
export {};
