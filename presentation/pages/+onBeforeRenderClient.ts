import type { PageContextClient } from 'vike/types';
import { loadCatalogue } from '#presentation/shared/i18n/loadCatalogue';
import { provideUrlWords } from '#presentation/shared/routing/browserUrlWords';

/**
 * Before the browser renders (hydration or client navigation): the culture's messages, from the
 * catalogue the head preloaded, and the URL words of the page's language (its links). An error
 * page the browser renders itself has no words of its own: those of the page before stay.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (pageContext.urlWords) provideUrlWords(pageContext.urlWords);
  pageContext.messages = await loadCatalogue(pageContext.catalogueUrl);
}
