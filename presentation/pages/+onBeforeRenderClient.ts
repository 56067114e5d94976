import type { PageContextClient } from 'vike/types';
import { yieldToBrowser } from '#presentation/shared/async/yieldToBrowser';
import { loadPageModules } from '#presentation/shared/di/loadPageModules';
import { loadCatalogue } from '#presentation/shared/i18n/loadCatalogue';
import { provideUrlWords } from '#presentation/shared/routing/browserUrlWords';

/**
 * Before the browser renders (hydration or client navigation): the page's own container modules
 * (its `browserModules`, in its entry: docs/pages.md §6), the culture's messages, from the
 * catalogue the head preloaded, and the URL words of the page's language (its links). An error
 * page the browser renders itself has no words of its own: those of the page before stay. The
 * modules load one a task (docs/pages.md §7: the start is several tasks).
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  const { container } = pageContext.globalContext;
  if (container)
    for (const module of pageContext.config.browserModules ?? [])
      if (loadPageModules(container, [module]) > 0) await yieldToBrowser();
  if (pageContext.urlWords) provideUrlWords(pageContext.urlWords);
  pageContext.messages = await loadCatalogue(pageContext.catalogueUrl);
}
