import type { SearchCaller } from '#domain/search/SearchCaller';
import type { ListSearchesUseCase } from '#application/search/queries/ListSearches';
import type { SavedSearch } from '#domain/search/saved/SavedSearch';
import type { SavedSearchOption } from './PlaceAutocompleteViewModel';

/** Whose saved searches the box offers, and how their titles read (the component's own). */
export interface SavedSearchesInBox {
  caller: SearchCaller;
  titleOf: (search: Pick<SavedSearch, 'title' | 'automaticTitle'>) => string;
  /** Opens a chosen one (its search page). */
  open: (option: SavedSearchOption) => void;
}

/** The visitor's saved searches as the header's box offers them, newest first. */
export async function savedSearchOptions(
  listSearches: Pick<ListSearchesUseCase, 'execute'>,
  { caller, titleOf }: SavedSearchesInBox,
): Promise<SavedSearchOption[]> {
  const page = await listSearches.execute({
    // Newest first, at most 100: the handler's order and page (document 001 §9).
    query: { saved: true },
    caller,
  });
  if (!page.ok) return [];
  return page.value.searches.flatMap((search) =>
    search.id === undefined ? [] : [{ id: search.id, title: titleOf(search) }],
  );
}
