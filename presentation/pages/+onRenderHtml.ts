import type { PageContextServer } from 'vike/types';
import { onRenderHtml as renderWithVikeReact } from 'vike-react/__internal/integration/onRenderHtml';

/**
 * vike-react's HTML, without the stylesheet links of the styles +headHtmlBegin already put inline
 * (presentation/shell/head/inlinePageStyles).
 */
export default async function onRenderHtml(pageContext: PageContextServer) {
  const documentHtml = await renderWithVikeReact(pageContext);
  return {
    documentHtml,
    injectFilter(assets: { src: string; assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' }[]) {
      const inlined = pageContext.inlinedStyles;
      if (!inlined) return;
      for (const asset of assets) if (asset.assetType === 'style' && inlined.has(asset.src)) asset.inject = false;
    },
  };
}
