import type { PageContextServer } from 'vike/types';

/**
 * The moment the server renders the page, passed to the browser (+passToClient.ts): text that
 * depends on the date (the footer's copyright year) must hydrate to what the server wrote.
 */
export default function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.requestTime = Date.now();
}
