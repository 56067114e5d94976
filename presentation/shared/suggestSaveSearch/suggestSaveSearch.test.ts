import {
  offerAfterFavorite,
  SUGGEST_SAVE_SEARCH_STORAGE_KEY,
  SuggestSaveSearch,
  type AfterFavoriteDependencies,
} from './suggestSaveSearch';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

let suggestSaveSearch = new SuggestSaveSearch();

function deps(overrides: Partial<AfterFavoriteDependencies> = {}) {
  const waited: number[] = [];
  const storage = memoryStorage();
  const value: AfterFavoriteDependencies = {
    modal: suggestSaveSearch,
    hasSavedSearches: async () => false,
    storage,
    now: () => new Date('2026-06-01T10:00:00Z'),
    wait: async (ms) => void waited.push(ms),
    ...overrides,
  };
  return { value, waited, storage };
}

describe('the suggest-save-search modal after a favourite (document 001 §4 "Favourites", §9 "favourite suggest delay 1000 ms")', () => {
  beforeEach(() => {
    suggestSaveSearch = new SuggestSaveSearch();
  });

  it('opens one second after the favourite, on a search page with a search, and remembers it was shown', async () => {
    suggestSaveSearch.setContext({ page: 'searchPage', searchId: 42 });
    const { value, waited, storage } = deps();
    expect(await offerAfterFavorite(value)).toBe(true);
    expect(waited).toEqual([1000]);
    expect(suggestSaveSearch.offer).toEqual({
      kind: 'suggest',
      searchId: 42,
      origin: 'ManuallySavedSearchAfterFavorite',
    });
    expect(JSON.parse(storage.items.get(SUGGEST_SAVE_SEARCH_STORAGE_KEY)!)).toEqual({
      hasBeenShown: true,
      lastModified: '2026-06-01T10:00:00.000Z',
    });
    // "it has not been shown before": never twice.
    suggestSaveSearch.close();
    expect(await offerAfterFavorite(value)).toBe(false);
    expect(suggestSaveSearch.offer).toBeNull();
  });

  it('stays closed when saved searches exist, on other pages, or without a search to offer', async () => {
    suggestSaveSearch.setContext({ page: 'listingPage', searchId: 42 });
    expect(await offerAfterFavorite(deps({ hasSavedSearches: async () => true }).value)).toBe(false);
    suggestSaveSearch.setContext({ page: 'favoritesPage', searchId: 42 });
    expect(await offerAfterFavorite(deps().value)).toBe(false);
    suggestSaveSearch.setContext({ page: 'listingPage' });
    expect(await offerAfterFavorite(deps().value)).toBe(false);
    expect(suggestSaveSearch.offer).toBeNull();
  });
});
