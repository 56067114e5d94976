import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Messages precompiled to ASTs by the server (config/i18n/catalogueAssets): the browser has no ICU parser. */
type Catalogue = Record<string, MessageFormatElement[]>;

const loaded = new Map<string, Promise<Catalogue>>();
let latest: Promise<Catalogue> | undefined;

/**
 * The browser's copy of a culture's catalogue (a static, content-addressed file the page head
 * preloads): fetched once per URL and kept for the life of the page, so client navigation in
 * the same culture costs nothing and a change of culture fetches the other one. A failed fetch
 * is forgotten, so the next navigation tries again. Without a URL (an error page the browser
 * renders itself, from a page context the server never saw) the catalogue in use stays.
 */
export function loadCatalogue(url: string | undefined): Promise<Catalogue> {
  if (!url) return latest ?? Promise.reject(new Error('no translation catalogue loaded yet'));
  let catalogue = loaded.get(url);
  if (!catalogue) {
    catalogue = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`translation catalogue ${url}: HTTP ${response.status}`);
      return response.json() as Promise<Catalogue>;
    });
    loaded.set(url, catalogue);
    const settled = catalogue;
    settled.then(
      () => {
        latest = settled;
      },
      () => loaded.delete(url),
    );
  }
  return catalogue;
}
