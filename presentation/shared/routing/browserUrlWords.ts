import type { UrlLanguage, UrlRouteWords, UrlWords } from '#domain/portal/urlWords/UrlWords';
import { URL_ROUTE_WORDS_BY_LANGUAGE } from '#domain/portal/urlWords/routeWordsByLanguage';

/**
 * The URL word tables in the browser: vite.config.ts resolves domain's urlWordsByLanguage here.
 * The server keeps every word of twenty languages (10 KB gzipped). The browser keeps the words
 * that tell routes apart in every language (UrlRouteWords), so its routing is the server's, and
 * the whole table of its page's language only: it comes with the page context and is provided
 * before the page renders (+onBeforeRenderClient), for the page's links and search paths.
 */
export const URL_WORDS_BY_LANGUAGE: Partial<Record<UrlLanguage, UrlRouteWords | UrlWords>> = {
  ...URL_ROUTE_WORDS_BY_LANGUAGE,
};

export function provideUrlWords({ language, words }: PageUrlWords): void {
  URL_WORDS_BY_LANGUAGE[language] = words;
}

/** The words of a page's language, as its page context carries them to the browser. */
export interface PageUrlWords {
  language: UrlLanguage;
  words: UrlWords;
}
