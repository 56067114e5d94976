type Catalogue = Record<string, string>;

const loaded = new Map<string, Promise<Catalogue>>();

/**
 * The browser's copy of a culture's catalogue (a static, content-addressed file the page head
 * preloads): fetched once per URL and kept for the life of the page, so client navigation in
 * the same culture costs nothing and a change of culture fetches the other one. A failed fetch
 * is forgotten, so the next navigation tries again.
 */
export function loadCatalogue(url: string): Promise<Catalogue> {
  let catalogue = loaded.get(url);
  if (!catalogue) {
    catalogue = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`translation catalogue ${url}: HTTP ${response.status}`);
      return response.json() as Promise<Catalogue>;
    });
    catalogue.catch(() => loaded.delete(url));
    loaded.set(url, catalogue);
  }
  return catalogue;
}
