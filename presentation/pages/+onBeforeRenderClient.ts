import type { PageContextClient } from 'vike/types';
import { loadCatalogue } from '#presentation/shared/i18n/loadCatalogue';

/** Before the browser renders (hydration or client navigation): the culture's messages, from the catalogue the head preloaded. */
export default async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  pageContext.messages = await loadCatalogue(pageContext.catalogueUrl);
}
