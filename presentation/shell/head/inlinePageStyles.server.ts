import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { withoutRepeatedRules } from './withoutRepeatedRules';

/** The built client's files (the production server serves them from here too: server/app.ts). */
const CLIENT_DIR = path.resolve('dist/client');

/** A built stylesheet never changes under its hashed name: read once per process. */
const stylesheets = new Map<string, string | null>();

interface PageAsset {
  src: string;
  assetType: string | null;
}

/**
 * The page's own stylesheets as `<style>` elements, in Vike's order, for the top of <head>; the
 * links Vike would write for them are then dropped (`inlinedStyles`, +onRenderHtml). A phone on a
 * slow network paints after the HTML alone instead of after a dozen stylesheet requests
 * (they were render-blocking). Production only: in development Vite serves
 * the styles itself. A stylesheet that cannot be read keeps its link.
 */
export async function inlinePageStyles(pageContext: PageContextServer): Promise<string> {
  if (!import.meta.env.PROD) return '';
  // Vike's own list of the page's assets: the same list its injected tags come from.
  const getPageAssets = (pageContext as { __getPageAssets?: () => Promise<PageAsset[]> }).__getPageAssets;
  if (typeof getPageAssets !== 'function') return '';
  const assets = await getPageAssets.call(pageContext);
  const sheets = assets
    .filter((asset) => asset.assetType === 'style')
    .map((asset) => ({ src: asset.src, css: stylesheet(asset.src) }))
    .filter((sheet): sheet is { src: string; css: string } => sheet.css !== null);
  pageContext.inlinedStyles = new Set(sheets.map((sheet) => sheet.src));
  return inlineStyles(sheets);
}

/** The `<style>` elements for one list of stylesheets, made once per list (a page kind has one). */
function inlineStyles(sheets: { src: string; css: string }[]): string {
  const key = sheets.map((sheet) => sheet.src).join('\n');
  let html = inlinedLists.get(key);
  if (html === undefined) {
    const kept = withoutRepeatedRules(sheets.map((sheet) => sheet.css));
    // The disabled link is never fetched nor applied: it tells Vite's module preloader, which looks
    // for stylesheet links before it adds a page's CSS at hydration or navigation, that these styles
    // are here already (without it each file was fetched again and put after the inline ones).
    html = sheets
      .map(
        ({ src }, index) =>
          `<link rel="stylesheet" href="${src}" disabled>${kept[index] ? `<style>${kept[index]}</style>` : ''}`,
      )
      .join('');
    inlinedLists.set(key, html);
  }
  return html;
}
const inlinedLists = new Map<string, string>();

function stylesheet(src: string): string | null {
  let css = stylesheets.get(src);
  if (css === undefined) {
    const file = path.join(CLIENT_DIR, path.normalize(src));
    css = file.startsWith(CLIENT_DIR + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
    // A closing tag inside the CSS would end the <style> element early: keep such a file as a link.
    if (css !== null && css.toLowerCase().includes('</style')) css = null;
    stylesheets.set(src, css);
  }
  return css;
}
