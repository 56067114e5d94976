import type { PageContextServer } from 'vike/types';
import { urlLanguageOf, urlWordsOf } from '#domain/portal/urlWords/urlWordLookup';

/**
 * What the browser needs of this render, passed to it (+passToClient.ts): the moment the server
 * renders the page, as text that depends on the date (the footer's copyright year) must hydrate
 * to what the server wrote; the URL words of the page's language, the only whole table the
 * browser keeps (presentation/shared/routing/browserUrlWords).
 */
export default function onCreatePageContext(pageContext: PageContextServer): void {
  pageContext.requestTime = Date.now();
  const language = urlLanguageOf(pageContext.requestContext.culture);
  pageContext.urlWords = { language, words: urlWordsOf(language) };
}
